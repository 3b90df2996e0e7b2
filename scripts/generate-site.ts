/**
 * A synthetic bilingual site for measuring how the build grows with the number of pages: English
 * pages under en/ and their Chinese twins under zh/, in sections of SECTION_SIZE pages, each section
 * opening with an overview page and listed in the sidebar of both languages. A doc page holds about
 * 10 KB of Markdown, like a long guide: headings (some with badges), prose with inline code, links to
 * pages of its own and of other sections (every link and anchor exists, so the link check passes),
 * code blocks in several languages with titles and highlighted lines, tabs, package-manager blocks,
 * tables, containers, task lists and footnotes. Every other doc page (those of odd number in their
 * section, in both languages) carries one Markdown warning, as real sites do: its config block has
 * a code block option quire does not know (another generator's spelling of `lineNumbers`), so a
 * build reports it and a cache that passes over warned pages shows in the rebuild's figures. The
 * same seed gives the same files.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeBlock, type CodeKind } from './generate-code';
import { PROSE, type Prose } from './generate-prose';
import { between, pick, seededRandom, type Random } from './generate-random';

/** Pages per section and language, the overview page included. */
export const SECTION_SIZE = 50;
/** Sidebar group size inside a section. */
const GROUP_SIZE = 10;

/** The code block option of the warned pages: not one quire knows, so each of those pages gets a warning. */
export const UNKNOWN_CODE_OPTION = 'showLineNumbers';

export interface GeneratedSite {
  /** pages written, both languages */
  pages: number;
  /** of those, the pages that carry a warning */
  warnedPages: number;
  /** a doc page's route (English), for per-page figures */
  samplePage: string;
}

interface PageRef {
  section: number;
  /** 0 is the section's overview (index.md), 1.. its pages */
  n: number;
}

const routeOf = ({ section, n }: PageRef) => (n === 0 ? `/section-${section}/` : `/section-${section}/page-${n}`);
const fileOf = ({ section, n }: PageRef) => join(`section-${section}`, n === 0 ? 'index.md' : `page-${n}.md`);
/** Every other doc page; never an overview. */
const carriesWarning = ({ n }: PageRef) => n % 2 === 1;

/**
 * Write a site of `pages` pages (English and Chinese together; an odd count is rounded down) into
 * `dir`, with `realContent`'s public/ folder for the logo.
 */
export function generateSite(dir: string, pages: number, realContent: string, seed = 16): GeneratedSite {
  rmSync(dir, { recursive: true, force: true });
  const perLang = Math.max(3, Math.floor(pages / 2));
  const docs = perLang - 1; // the home page is the other one
  const refs: PageRef[] = Array.from({ length: docs }, (_, i) => ({ section: Math.floor(i / SECTION_SIZE), n: i % SECTION_SIZE }));
  const sections = Math.ceil(docs / SECTION_SIZE);
  const sectionSize = (s: number) => Math.min(SECTION_SIZE, docs - s * SECTION_SIZE);
  cpSync(join(realContent, 'public'), join(dir, 'public'), { recursive: true });
  for (const lang of ['en', 'zh'] as const) {
    const prose = PROSE[lang];
    mkdirSync(join(dir, lang), { recursive: true });
    writeFileSync(join(dir, lang, 'index.md'), homeSource(prose, Math.min(sections, 4)));
    for (const ref of refs) {
      mkdirSync(join(dir, lang, `section-${ref.section}`), { recursive: true });
      // one random stream per page, shared by both languages: a twin has the same code and links
      const random = seededRandom(seed * 1_000_003 + ref.section * SECTION_SIZE + ref.n);
      const text =
        ref.n === 0 ? overviewSource(prose, ref.section) : docSource({ prose, ref, random, refs, last: sectionSize(ref.section) - 1 });
      writeFileSync(join(dir, lang, fileOf(ref)), text);
    }
  }
  writeFileSync(join(dir, 'site.config.ts'), siteConfigSource(sections, sectionSize));
  const warnedPages = 2 * refs.filter(carriesWarning).length;
  return { pages: perLang * 2, warnedPages, samplePage: routeOf(refs[Math.min(1, refs.length - 1)]) };
}

function siteConfigSource(sections: number, sectionSize: (s: number) => number): string {
  const locale = (lang: 'en' | 'zh') => {
    const prose = PROSE[lang];
    const prefix = lang === 'en' ? '' : '/zh';
    const sidebar: Record<string, unknown[]> = {};
    for (let s = 0; s < sections; s++) {
      const items: unknown[] = [{ text: prose.overview, link: `${prefix}/section-${s}/` }];
      for (let first = 1; first < sectionSize(s); first += GROUP_SIZE) {
        const links = [];
        for (let n = first; n < Math.min(first + GROUP_SIZE, sectionSize(s)); n++)
          links.push({ text: prose.pageTitle(s, n), link: `${prefix}/section-${s}/page-${n}` });
        items.push({ text: prose.groupTitle(Math.floor(first / GROUP_SIZE)), items: links });
      }
      sidebar[`${prefix}/section-${s}/`] = items;
    }
    const nav = Array.from({ length: Math.min(sections, 4) }, (_, s) => ({
      text: prose.sectionTitle(s),
      link: `${prefix}/section-${s}/`,
      activeMatch: `${prefix}/section-${s}/`,
    }));
    return { lang, label: lang === 'en' ? 'English' : '简体中文', title: 'Generated', description: prose.siteDescription, nav, sidebar };
  };
  // a benchmark on a busy machine must not fail on the per-page time limit, which guards against hostile Markdown
  const markdown = { compileTimeout: 300_000 };
  const config = {
    siteUrl: 'https://example.test',
    title: 'Generated',
    description: PROSE.en.siteDescription,
    logo: '/rstest-logo.svg',
    markdown,
    locales: [locale('en'), locale('zh')],
  };
  return `export default ${JSON.stringify(config, null, 2)};\n`;
}

function homeSource(prose: Prose, sections: number): string {
  const features = Array.from(
    { length: sections },
    (_, s) =>
      `  - title: ${JSON.stringify(prose.sectionTitle(s))}\n    details: ${JSON.stringify(prose.siteDescription)}\n    link: /section-${s}/`,
  );
  return `---\npageType: home\nhero:\n  name: Generated\n  text: ${JSON.stringify(prose.siteDescription)}\n  actions:\n    - text: ${JSON.stringify(prose.overview)}\n      link: /section-0/\nfeatures:\n${features.join('\n')}\n---\n`;
}

function overviewSource(prose: Prose, section: number): string {
  return `---\noverview: true\n---\n\n# ${prose.sectionTitle(section)}\n\n${prose.overviewIntro}\n\n## ${prose.headings.install} {#installation}\n\n\`\`\`pm\nnpm add @rstest/core -D\n\`\`\`\n`;
}

/** The page's sections in order; each returns Markdown. Some are left out at random, so pages differ in shape. */
function docSource({
  prose,
  ref,
  random,
  refs,
  last,
}: {
  prose: Prose;
  ref: PageRef;
  random: Random;
  refs: PageRef[];
  last: number;
}): string {
  const other = () => {
    const target = refs[1 + Math.floor(random() * (refs.length - 1))];
    return target.n === 0 ? { ...target, n: 1 } : target;
  };
  const link = (text: string, target: PageRef, anchor = '') => `[${text}](${routeOf(target)}${anchor})`;
  const sentences = (count: number) => Array.from({ length: count }, () => prose.sentence(random)).join(prose.space);
  const next = ref.n < last ? `[${prose.pageTitle(ref.section, ref.n + 1)}](./page-${ref.n + 1}.md)` : `[${prose.overview}](./index.md)`;
  const block = (kind: CodeKind, meta = '') => codeBlock(kind, random, meta);
  const tip = (target: PageRef) => `:::tip\n${sentences(2)}${prose.space}${link(prose.pageTitle(target.section, target.n), target)}\n:::`;
  const out: string[] = [
    `---\ndescription: ${JSON.stringify(prose.description(ref.section, ref.n))}\n---`,
    `# ${prose.pageTitle(ref.section, ref.n)}`,
    [sentences(3), prose.continueWith(next, link(prose.configLink, other(), '#configuration'))].join(prose.space),
    [sentences(4), prose.optionNote(pick(random, ['testTimeout', 'retry', 'globals', 'include', 'pool'])), sentences(1)].join(prose.space),
    `## ${prose.headings.install} {#installation}`,
    sentences(2),
    block('pm'),
    `## ${prose.headings.config} {#configuration}`,
    sentences(3),
    block('ts', `title="rstest.config.ts" {${between(random, 2, 4)}}${carriesWarning(ref) ? ` ${UNKNOWN_CODE_OPTION}` : ''}`),
    prose.optionsTable(random),
    tip(other()),
    `### ${prose.headings.json} {#json}`,
    sentences(2),
    block('json', 'title="package.json"'),
    `## ${prose.headings.usage} :badge[${prose.badge}]{type="tip"} {#usage}`,
    sentences(4),
    `::::tabs{groupId="language"}\n:::tab TypeScript\n${block('ts', 'title="sum.test.ts"')}\n:::\n:::tab JavaScript\n${block('js', 'title="sum.test.js"')}\n:::\n::::`,
    sentences(3),
    block('tsx', 'title="Button.test.tsx"'),
    `:::warning ${prose.warningTitle}\n${sentences(3)}\n:::`,
    `## ${prose.headings.styles} {#styles}`,
    sentences(3),
    block('css', 'title="src/button.css"'),
    `## ${prose.headings.ci} {#ci}`,
    sentences(3),
    block('yaml', 'title=".github/workflows/test.yml"'),
    block('bash'),
    `:::details\n${sentences(2)}\n\n${block('diff')}\n:::`,
    `### ${prose.headings.checklist} {#checklist}`,
    prose.taskList(random),
    `${sentences(2)}[^1]`,
    `:::info\n${sentences(2)}${prose.space}[${prose.backToTop}](#usage)\n:::`,
    `## ${prose.headings.related} {#related}`,
    Array.from({ length: 4 }, () => {
      const target = other();
      return `- ${link(prose.pageTitle(target.section, target.n), target)}${prose.colon}${prose.sentence(random)}`;
    }).join('\n'),
    `[^1]: ${sentences(1)}`,
  ];
  return `${out.join('\n\n')}\n`;
}

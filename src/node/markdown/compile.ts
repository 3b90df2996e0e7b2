import { dirname, join } from 'node:path';
import type { Element, Root } from 'hast';
import type { Diagnostic, Frontmatter, Lang, MarkdownConfig, PageRecord, PageType, RouteEntry } from '../../shared/types';
import { createCollector, type PageCollector, type RecordedFile, type RecordedLink, report } from './collector';
import { componentNames } from './components-module';
import { extractFrontmatter } from './frontmatter';
import { recordFrontmatterLinks } from './frontmatter-links';
import { resolvePager } from './frontmatter-pager';
import { titledTwin, twinBody } from './markdown-twin';
import { prepareSource } from './mdx-source';
import { extractDescription } from './page-meta';
import type { HighlightBlock } from './highlight-block';
import type { ParsedAhead } from './parse-ahead';
import type { Root as MarkdownRoot } from 'mdast';
import { LOCALE_TEXT, builtinLocaleText } from '../../shared/locale-text';
import type { ContentText } from './content-text';
import { createPipeline } from './pipeline';
import { HEADING_ALIAS_CLASS } from './rehype-other-style-anchors';
import { computeLineStarts } from './source-lines';
import { runWithTimeLimit, TimeLimitExceeded } from './time-limit';
import type { VersionLinks } from '../../shared/versions';

export type { RecordedFile, RecordedLink } from './collector';

export interface CompileInput {
  /** whole file text, front matter included */
  source: string;
  /** project-relative path used in messages: 'content/en/guide/a.md' */
  file: string;
  route: RouteEntry;
  markdown: MarkdownConfig;
  /** '' for en, '/zh' for zh: prefixed to absolute routes linked from this page */
  langPrefix: string;
  /** a site with versions: how root links name them (a root link means the page's own version) */
  versionLinks?: VersionLinks;
  /** the language the file is written in, when it is not the route's (a page shown untranslated) */
  contentLang?: Lang;
  /** the content's UI text in that language; default: the built-in text of the language, else English */
  text?: ContentText;
  /** where code blocks are highlighted; default this thread */
  highlight?: HighlightBlock;
  /** the page's parse, done elsewhere (parse-ahead.ts); default parsed here */
  parsed?: ParsedAhead;
}

export interface CompiledPage {
  page: Omit<PageRecord, 'lastUpdatedTime' | 'version'>;
  /** the HAST to render; relative image srcs are absolute file paths (see to-module.ts) */
  tree: Root;
  /** every internal link, same-page '#x' links included (target = own route), front matter links too */
  links: RecordedLink[];
  /** root paths that name no page: files of the public folder */
  files: RecordedFile[];
  /** every id on the page: headings (custom ones included) and footnotes */
  ids: string[];
  /** relative images, resolved to absolute file paths */
  images: { src: string }[];
  /** the headings' ids in the style the site did not choose, each naming one heading: a link may be written with them */
  otherStyleIds?: string[];
  /** files other than images the page shows (code imports), as absolute paths */
  sources?: string[];
  /** relative images not found, as absolute file paths (reported in diagnostics) */
  missingImages: string[];
  diagnostics: Diagnostic[];
  /** the Markdown twin: no front matter, '# Title' first, no {#id} markers */
  markdown: string;
}

/**
 * Markdown file -> page record, HAST and everything the build checks; bad content becomes diagnostics.
 * The page's own work runs under `markdown.compileTimeout`: hostile Markdown whose parsing grows
 * with the square of its size is stopped and reported against the file instead of hanging the build.
 */
export async function compileMarkdown(input: CompileInput): Promise<CompiledPage> {
  const collector = createCollector(input.file);
  const parsed = input.parsed && (await input.parsed());
  let started: StartedCompile;
  try {
    // one step (each costs a thread); what runs after it is linear in the page's size
    started = runWithTimeLimit(input.markdown.compileTimeout, () => startCompile(input, collector, parsed));
  } catch (error) {
    if (!(error instanceof TimeLimitExceeded)) throw error;
    const seconds = input.markdown.compileTimeout / 1000;
    report(collector, 'error', `compiling this page took longer than ${seconds} s (markdown.compileTimeout), so it was stopped`);
    // nothing of the page is kept: the build fails on the error, and dev shows it instead of the page
    started = { frontmatter: {}, twinBody: '', tree: Promise.resolve({ type: 'root', children: [] }) };
  }
  return finishCompile(input, collector, { ...started, tree: await started.tree });
}

interface StartedCompile {
  frontmatter: Frontmatter;
  pager?: PageRecord['pager'];
  /** the Markdown twin but for its title line */
  twinBody: string;
  /** settles once the code blocks are highlighted (in the highlight worker during a build) */
  tree: Promise<Root>;
}

/** Front matter, parse (unless `parsed` is the tree), every transform up to the highlighting of code blocks, and the twin's body. */
function startCompile(input: CompileInput, collector: PageCollector, parsed: MarkdownRoot | undefined): StartedCompile {
  const { route } = input;
  const extracted = extractFrontmatter(input.source, input.file);
  collector.diagnostics.push(...extracted.diagnostics);
  const linkOptions = {
    collector,
    lineOf: extracted.lineOf,
    routePath: route.path,
    langPrefix: input.langPrefix,
    versionLinks: input.versionLinks,
  };
  recordFrontmatterLinks(extracted.frontmatter, linkOptions);
  const pager = resolvePager(extracted.frontmatter, linkOptions);
  const components = componentNames(input.markdown.components);
  const prepared = prepareSource(extracted.body, { components });
  for (const { line, column, message } of prepared.problems)
    report(collector, 'warning', message, { position: { start: { line, column } } });
  const lineStarts = computeLineStarts(input.source.replace(/^\uFEFF/, ''));
  const processor = createPipeline({
    collector,
    text: input.text ?? builtinLocaleText(input.contentLang ?? route.lang) ?? LOCALE_TEXT.en,
    routePath: route.path,
    langPrefix: input.langPrefix,
    versionLinks: input.versionLinks,
    filePath: route.filePath,
    ...importRootOf(route),
    frontmatter: extracted.frontmatter,
    markdown: input.markdown,
    highlight: input.highlight,
    body: prepared.body,
    toSourceOffset: (line, column) => (lineStarts[line - 1] ?? 0) + column - 1,
  });
  const tree = runPipeline(processor, prepared.body, collector, parsed);
  return { frontmatter: extracted.frontmatter, pager, twinBody: twinBody(input.source, extracted.blockLines), tree };
}

/** The page record, ids and Markdown twin of the compiled tree. */
function finishCompile(
  input: CompileInput,
  collector: PageCollector,
  started: Omit<StartedCompile, 'tree'> & { tree: Root },
): CompiledPage {
  const { route } = input;
  const { frontmatter, tree } = started;
  const headingTitle = collector.headingTitle;
  const title = frontmatter.title ?? headingTitle;
  return {
    page: {
      title,
      routePath: route.path,
      lang: route.lang,
      toc: collector.toc,
      frontmatter,
      _relativePath: route.relativePath,
      headingTitle,
      pageType: pageTypeOf(frontmatter),
      description: frontmatter.description ?? extractDescription(tree),
      ...(started.pager ? { pager: started.pager } : {}),
    },
    tree,
    links: collector.links,
    files: collector.files,
    ids: collectIds(tree),
    otherStyleIds: [...collector.otherStyleIds.keys()],
    images: collector.images,
    sources: collector.sources,
    missingImages: collector.missingImages,
    diagnostics: collector.diagnostics,
    markdown: titledTwin(started.twinBody, title || frontmatter.hero?.name || '', headingTitle !== ''),
  };
}

/** `pageType`, else VitePress's `layout` (`page` is a doc page without sidebar and outline), else a doc page. */
function pageTypeOf(frontmatter: Frontmatter): PageType {
  if (frontmatter.pageType) return frontmatter.pageType;
  return frontmatter.layout === 'home' ? 'home' : 'doc';
}

/**
 * The pipeline's tree. A site plugin reports through its file, as unified plugins do: a message it
 * marks `fatal` is an error and any other is a warning, at the node it names; one it throws fails the
 * page, at its place when it has one (`file.fail(reason, node)`).
 */
function runPipeline(
  processor: ReturnType<typeof createPipeline>,
  body: string,
  collector: PageCollector,
  parsed: MarkdownRoot | undefined,
): Promise<Root> {
  return new Promise((resolve) => {
    const done = (error: unknown, tree?: Root, file?: { messages: PluginMessage[] }): undefined => {
      for (const message of file?.messages ?? []) {
        if (message.fatal === undefined || message.fatal === null) continue;
        report(collector, message.fatal ? 'error' : 'warning', message.reason, placeOf(message), message.ruleId ?? 'plugin');
      }
      if (error === undefined || error === null) {
        resolve(tree ?? { type: 'root', children: [] });
        return undefined;
      }
      // a crash here is a bug in a plugin, not in the content; still report it against the file
      const detail = error instanceof Error ? error.message : String(error);
      report(collector, 'error', `cannot compile: ${detail}`, placeOf(error));
      resolve({ type: 'root', children: [] });
      return undefined;
    };
    try {
      processor.run(parsed ?? (processor.parse(body) as MarkdownRoot), body, done);
    } catch (error) {
      done(error);
    }
  });
}

/** What compile reads of a unified (vfile) message. */
interface PluginMessage {
  fatal?: boolean | null;
  reason: string;
  ruleId?: string | null;
  line?: number | null;
  column?: number | null;
}

/** The line and column a vfile message (or an error thrown as one) names, as a node's position. */
function placeOf(value: unknown): { position: { start: { line: number; column: number } } } | undefined {
  const { line, column } = (value ?? {}) as { line?: unknown; column?: unknown };
  if (typeof line !== 'number') return undefined;
  return { position: { start: { line, column: typeof column === 'number' ? column : 1 } } };
}

/** The content folder of a route's file: 'en/guide/a.md' at '/site/content/en/guide/a.md' -> '/site/content'. */
function contentDirOf(route: RouteEntry): string {
  return route.relativePath.split('/').reduce((dir) => dirname(dir), route.filePath);
}

/**
 * Where a page's code imports start (`@/`) and stay: the content folder, or the folder of the page's
 * version on a site with versions, so a version copied by `quire version` keeps showing its own files.
 */
function importRootOf(route: RouteEntry): { contentDir: string; version?: string } {
  const contentDir = contentDirOf(route);
  return route.version ? { contentDir: join(contentDir, route.version), version: route.version } : { contentDir };
}

function collectIds(tree: Root): string[] {
  const ids: string[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      // a heading's other-style id is in otherStyleIds already
      const alias = Array.isArray(child.properties.className) && child.properties.className.includes(HEADING_ALIAS_CLASS);
      if (typeof child.properties.id === 'string' && !alias) ids.push(child.properties.id);
      // highlighted code holds no ids, only thousands of spans
      if (child.tagName !== 'rp-code-block') walk(child);
    }
  };
  walk(tree);
  return ids;
}

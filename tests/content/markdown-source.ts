/**
 * Reading the Markdown sources of content/ for the documentation tests: no build, no compile, only the
 * text a writer edits. Front matter and fragments follow the site's own rules (src/node, src/shared).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractFrontmatter } from '../../src/node/markdown/frontmatter';
import { routeOfFile } from '../../src/shared/routes';
import type { Frontmatter, Lang } from '../../src/shared/types';

export const LANGS = ['en', 'zh'] as const satisfies readonly Lang[];

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CONTENT_DIR = join(REPO_ROOT, 'content');
/** CI checks the repository out with the shared spec folder beside it, as on the writers' machines. */
const SHARED_DIR = join(REPO_ROOT, '..', 'shared');

/**
 * The spec's route list (base-less, English form), one route a line: the shared spec's copy when
 * the checkout has it beside it, else the copy kept with these tests (a bare clone).
 */
export function specRoutes(): string[] {
  const shared = join(SHARED_DIR, 'routes.txt');
  const file = existsSync(shared) ? shared : join(REPO_ROOT, 'tests/content/spec-routes.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The file that serves `route` in `lang`, relative to content/, or undefined when there is none. */
export function pageFileOfRoute(route: string, lang: Lang): string | undefined {
  const path = route.replace(/^\//, '');
  const candidates = route.endsWith('/') ? [`${path}index.md`] : [`${path}.md`, `${path}/index.md`];
  return candidates.map((candidate) => `${lang}/${candidate}`).find((rel) => existsSync(join(CONTENT_DIR, rel)));
}

/** Every page (not fragment) of a language, as paths relative to content/ ('en/guide/basic/cli.md'). */
export function pagesOfLang(lang: Lang): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(join(CONTENT_DIR, lang))
    .map((file) => relative(CONTENT_DIR, file).split('\\').join('/'))
    .filter((rel) => routeOfFile(rel, 'en', LANGS) !== null)
    .sort();
}

export interface SourcePage {
  /** relative to content/ */
  file: string;
  /** the whole file */
  source: string;
  frontmatter: Frontmatter;
  /** the text after the front matter */
  body: string;
}

export function readPage(file: string): SourcePage {
  const source = readFileSync(join(CONTENT_DIR, file), 'utf8');
  const { frontmatter, body, diagnostics } = extractFrontmatter(source, file);
  if (diagnostics.length > 0) throw new Error(`${file}: ${diagnostics.map((d) => d.message).join('; ')}`);
  return { file, source, frontmatter, body };
}

/** Starts a fenced code block: three or more backticks or tildes, optionally indented. */
const FENCE_RE = /^\s*(`{3,}|~{3,})(.*)$/;

export interface SourceLine {
  text: string;
  /** 1-based line number (a body keeps the file's line numbers) */
  line: number;
}

interface FenceScan {
  outside: SourceLine[];
  /** opening lines of fenced blocks, info string included: '```ts title="rstest.config.ts"' */
  openings: string[];
}

/**
 * Splits a body into the lines outside fenced code blocks and the blocks' opening lines. A fence closes
 * only with the same character, at least as long, and nothing else on the line, so a ```` block that
 * shows ``` examples stays one block.
 */
function scanFences(body: string): FenceScan {
  const scan: FenceScan = { outside: [], openings: [] };
  let open: string | null = null;
  body.split('\n').forEach((text, index) => {
    const fence = FENCE_RE.exec(text);
    if (open) {
      if (fence && fence[1][0] === open[0] && fence[1].length >= open.length && fence[2].trim() === '') open = null;
    } else if (fence) {
      open = fence[1];
      scan.openings.push(text.trim());
    } else {
      scan.outside.push({ text, line: index + 1 });
    }
  });
  return scan;
}

export const linesOutsideCode = (body: string): SourceLine[] => scanFences(body).outside;

export const codeFenceOpenings = (body: string): string[] => scanFences(body).openings;

export interface Heading {
  depth: number;
  text: string;
}

const HEADING_RE = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

export function headingsOf(body: string): Heading[] {
  return linesOutsideCode(body).flatMap(({ text }) => {
    const match = HEADING_RE.exec(text);
    return match ? [{ depth: match[1].length, text: match[2] }] : [];
  });
}

/** Heading text as a reader sees it: no explicit `{#id}`, no `:badge[...]`, no backticks. */
export function plainHeading(text: string): string {
  return text
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/:badge\[[^\]]*\](\{[^}]*\})?/g, '')
    .replace(/`/g, '')
    .trim();
}

/** The page title as the site resolves it: front matter `title`, else the first h1. */
export function titleOf(page: SourcePage): string | undefined {
  if (page.frontmatter.title) return page.frontmatter.title;
  const h1 = headingsOf(page.body).find((heading) => heading.depth === 1);
  return h1 ? plainHeading(h1.text) : undefined;
}

/**
 * English words of prose: the tokens with a letter or digit outside code blocks, container/tab marker
 * lines and link targets. Inline code counts, as it is part of a sentence.
 */
export function proseWordCount(body: string): number {
  return linesOutsideCode(body)
    .map(({ text }) => text)
    .filter((text) => !/^\s*:{3,}/.test(text))
    .join('\n')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((token) => /[A-Za-z0-9]/.test(token)).length;
}

/** content/ tree -> route table. Fragments are skipped; two files claiming one route are an error. */
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { hasControlCharacter, routeKey, routeOfFile, slugRoutePath } from '../../shared/routes';
import type { Diagnostic, RouteEntry, SiteConfig } from '../../shared/types';
import { fallbackRoutes } from './fallback-routes';
import { listMarkdown } from './markdown-files';
import { readPageMeta, readPageMetaOfHead, type PageMeta } from './page-meta';
import { removedFileDiagnostic } from './removed-files';
import { isMultiVersion, versionPrefix } from '../../shared/versions';

const GLOB_TOKEN_RE = /\*\*\/|\/\*\*$|\*\*|\*|\?|[.+^${}()|[\]\\]/g;

/**
 * A glob as a RegExp over '/'-separated paths: `**` spans folders, `*` and `?` stay in one segment.
 * @example globToRegExp('**\/shared/**').test('en/guide/shared/a.md') // true
 */
export function globToRegExp(glob: string): RegExp {
  const source = glob.replace(GLOB_TOKEN_RE, (token) => {
    switch (token) {
      case '**/':
        return '(?:.*/)?';
      case '/**':
        return '(?:/.*)?';
      case '**':
        return '.*';
      case '*':
        return '[^/]*';
      case '?':
        return '[^/]';
      default:
        return `\\${token}`;
    }
  });
  return new RegExp(`^${source}$`);
}

// on a system whose separator is '/' already, a path is left as it is
const toPosix = sep === '/' ? (path: string) => path : (path: string) => path.split(sep).join('/');

/**
 * Paths relative to the folder `dir`, '/'-separated: the listing joins names to the folder, so
 * each is a slice of the path (a site's thousands of pages make relative() a cost of the scan).
 * @example pathsUnder('/site/content')('/site/content/en/a.md') // 'en/a.md'
 */
export function pathsUnder(dir: string): (file: string) => string {
  const prefix = join(dir, sep);
  return (file) => toPosix(file.startsWith(prefix) ? file.slice(prefix.length) : relative(dir, file));
}

/** A page whose path holds a control character has no URL a browser asks for as written: refused, named. */
function unusableFileName(file: string, projectRoot: string): Diagnostic {
  return {
    severity: 'error',
    code: 'file-name',
    message: 'a page file or folder name with a tab, a line break or another control character cannot be a URL: rename it',
    file: toPosix(relative(projectRoot, file)),
  };
}

export interface ScanResult {
  routes: RouteEntry[];
  diagnostics: Diagnostic[];
  /** what each page file says of itself before its compile, by absolute file path */
  pages: Map<string, ScannedPage>;
  /** draft pages a build leaves out, with the route each would have had */
  drafts: RouteEntry[];
}

/** What the scan reads of a page file (an absolute path): its meta, from its text. */
export type ReadPageMeta = (file: string) => PageMeta;

/** How much of a page file is read first: most pages' front matter and first heading fit in it. */
const HEAD_BYTES = 4096;
const head = Buffer.allocUnsafe(HEAD_BYTES);
/**
 * How much of the head is decoded first: most pages' meta is settled in their first lines, and
 * decoding and splitting the whole head for them is most of the scan's work on a large site.
 */
const FIRST_WINDOW_BYTES = 1024;

/** The meta of the text in the first `end` bytes of `buffer`, whole lines only, when those lines settle it. */
function settledIn(buffer: Buffer, end: number): PageMeta | undefined {
  // whole lines only: a line break byte is never part of a longer character
  const lineEnd = buffer.lastIndexOf(0x0a, end - 1);
  return lineEnd === -1 ? undefined : readPageMetaOfHead(buffer.toString('utf8', 0, lineEnd + 1));
}

/**
 * The meta of a page file, reading its first `headBytes` and the rest only when the meta is not
 * settled by them (a long front matter, a title further down): a scan of thousands of pages would
 * otherwise read and split every page whole for a few lines at its top. The head's first
 * FIRST_WINDOW_BYTES are tried first.
 */
export function readMetaOfFileHead(file: string, headBytes: number): PageMeta {
  const buffer = headBytes <= HEAD_BYTES ? head : Buffer.allocUnsafe(headBytes);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, buffer, 0, headBytes, 0);
  } finally {
    closeSync(fd);
  }
  const early = read > FIRST_WINDOW_BYTES ? settledIn(buffer, FIRST_WINDOW_BYTES) : undefined;
  if (early) return early;
  if (read < headBytes) return readPageMeta(buffer.toString('utf8', 0, read));
  return settledIn(buffer, read) ?? readPageMeta(readFileSync(file, 'utf8'));
}

export const readMetaOfFile: ReadPageMeta = (file) => readMetaOfFileHead(file, HEAD_BYTES);

/** A page's meta and its path inside its language's folder ('guide/a.md'). */
export type ScannedPage = PageMeta & { inLang: string };

/**
 * The folder of a language's pages: `content/<lang>/`, or, for a one-language site without that
 * folder, the content folder itself.
 */
export function languageFolder(root: string, lang: string, site: Pick<SiteConfig, 'locales'>): string {
  const own = join(root, lang);
  if (site.locales.length > 1) return own;
  return statSync(own, { throwIfNoEntry: false })?.isDirectory() ? own : root;
}

/** Folders of a content folder that are never pages when the pages sit at its root. */
const ROOT_LAYOUT_SKIPS = new Set(['public']);

/** A slug no route can be: named, and the page keeps the route of its file. */
function unusableSlug(file: string, slug: string): Diagnostic {
  return {
    severity: 'error',
    code: 'frontmatter',
    message: `slug: ${JSON.stringify(slug)} cannot be a route (no '?', '#', '\\', '.' or '..' segments): the page keeps the route of its file`,
    file,
  };
}

/**
 * Every page of every configured language under `root` (the absolute content/ path), and a fallback
 * route for each translation that does not exist yet, sorted by route path. Diagnostic files are
 * relative to `projectRoot` (default: the parent of `root`), like every other diagnostic of the build:
 * 'content/en/a.md', 'tests/fixtures/x/content/en/a.md'. Draft pages are routes only with `drafts: true` (dev).
 * `readMeta` reads each page's meta (dev's reads kept between servers: cache/scanned-pages.ts).
 */
export function scanContent({
  root,
  site,
  projectRoot = dirname(root),
  drafts: keepDrafts = false,
  readMeta = readMetaOfFile,
}: {
  root: string;
  site: SiteConfig;
  projectRoot?: string;
  drafts?: boolean;
  readMeta?: ReadPageMeta;
}): ScanResult {
  const common = { contentRoot: root, site, projectRoot, keepDrafts, readMeta };
  if (!isMultiVersion(site.multiVersion)) return scanVersion({ ...common, root, version: '' });
  const result: ScanResult = { routes: [], diagnostics: [], pages: new Map(), drafts: [] };
  for (const version of site.multiVersion.versions) {
    const one = scanVersion({ ...common, root: versionFolder(root, version), version });
    const prefix = versionPrefix(version, site.multiVersion.default);
    const prefixed = (route: RouteEntry): RouteEntry => ({
      ...route,
      path: `${prefix}${route.path}`,
      ...(route.fallbackOf === undefined ? {} : { fallbackOf: `${prefix}${route.fallbackOf}` }),
    });
    result.routes.push(...one.routes.map(prefixed));
    result.drafts.push(...one.drafts.map(prefixed));
    result.diagnostics.push(...one.diagnostics);
    for (const [file, page] of one.pages) result.pages.set(file, page);
  }
  result.routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return result;
}

/** The folder of one version's pages, laid out as a one-version site: `content/<version>/`. */
export function versionFolder(root: string, version: string): string {
  return version === '' ? root : join(root, version);
}

/**
 * One version's pages (the whole site when it has no versions), with routes as a one-version site
 * has them; `contentRoot` is the content folder, which relative paths start from.
 */
function scanVersion({
  root,
  contentRoot,
  site,
  projectRoot,
  keepDrafts,
  version,
  readMeta,
}: {
  root: string;
  contentRoot: string;
  site: SiteConfig;
  projectRoot: string;
  keepDrafts: boolean;
  version: string;
  readMeta: ReadPageMeta;
}): ScanResult {
  const excludes = site.route.exclude.map(globToRegExp);
  const claimed = new Map<string, RouteEntry>();
  const routes: RouteEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  const pages = new Map<string, ScannedPage>();
  const drafts: RouteEntry[] = [];
  const langs = site.locales.map((locale) => locale.lang);
  const shown = (file: string) => toPosix(relative(projectRoot, file));
  const relOf = pathsUnder(contentRoot);
  for (const locale of site.locales) {
    const { lang } = locale;
    const folder = languageFolder(root, lang, site);
    const atRoot = folder === root;
    // a folder removed while it is listed: its pages would silently be missing from the site
    const onRemoved = (removed: string) => diagnostics.push(removedFileDiagnostic(removed, 'folder'));
    const inLangOf = pathsUnder(folder);
    const files = listMarkdown(folder, onRemoved)
      .map((file) => ({ file, rel: relOf(file), inLang: inLangOf(file) }))
      .filter(({ inLang }) => !atRoot || !ROOT_LAYOUT_SKIPS.has(inLang.split('/')[0]));
    files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    for (const { file, rel, inLang } of files) {
      if (excludes.some((re) => re.test(rel) || re.test(inLang))) continue;
      const route = routeOfFile(`${lang}/${inLang}`, site.lang, langs);
      if (!route) continue;
      if (hasControlCharacter(rel)) {
        diagnostics.push(unusableFileName(file, projectRoot));
        continue;
      }
      const meta = readMeta(file);
      pages.set(file, { ...meta, inLang });
      let path = route.path;
      if (meta.slug !== undefined) {
        const slugged = slugRoutePath(meta.slug, inLang, locale.lang === site.lang ? '' : `/${lang}`);
        if (slugged === undefined) diagnostics.push(unusableSlug(shown(file), meta.slug));
        else path = slugged;
      }
      const entry: RouteEntry = { path, filePath: file, lang: route.lang, version, relativePath: rel };
      if (meta.draft && !keepDrafts) {
        drafts.push(entry);
        continue;
      }
      const key = routeKey(path);
      const owner = claimed.get(key);
      if (owner) {
        const [a, b] = [owner.filePath, file].map(shown);
        diagnostics.push({
          severity: 'error',
          code: 'duplicate-route',
          message: `${a} and ${b} both map to route ${owner.path}; rename or remove one of them`,
          file: b,
        });
        continue;
      }
      claimed.set(key, entry);
      routes.push(entry);
    }
  }
  const missing = fallbackRoutes(routes, site, projectRoot);
  routes.push(...missing.routes);
  diagnostics.push(...missing.diagnostics);
  routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { routes, diagnostics, pages, drafts };
}

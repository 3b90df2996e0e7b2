/** content/ tree -> route table. Fragments are skipped; two files claiming one route are an error. */
import { dirname, join, relative, sep } from 'node:path';
import { hasControlCharacter, routeKey, routeOfFile } from '../../shared/routes';
import type { Diagnostic, RouteEntry, SiteConfig } from '../../shared/types';
import { fallbackRoutes } from './fallback-routes';
import { listMarkdown } from './markdown-files';
import { removedFileDiagnostic } from './removed-files';

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

const toPosix = (path: string) => path.split(sep).join('/');

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
}

/**
 * Every page of every configured language under `root` (the absolute content/ path), and a fallback
 * route for each translation that does not exist yet, sorted by route path. Diagnostic files are
 * relative to `projectRoot` (default: the parent of `root`), like every other diagnostic of the build: 'content/en/a.md', 'tests/fixtures/x/content/en/a.md'.
 */
export function scanContent({
  root,
  site,
  projectRoot = dirname(root),
}: {
  root: string;
  site: SiteConfig;
  projectRoot?: string;
}): ScanResult {
  const excludes = site.route.exclude.map(globToRegExp);
  const claimed = new Map<string, RouteEntry>();
  const routes: RouteEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  const langs = site.locales.map((locale) => locale.lang);
  for (const lang of langs) {
    // a folder removed while it is listed: its pages would silently be missing from the site
    const onRemoved = (folder: string) => diagnostics.push(removedFileDiagnostic(folder, 'folder'));
    const files = listMarkdown(join(root, lang), onRemoved).map((file) => ({ file, rel: toPosix(relative(root, file)) }));
    files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    for (const { file, rel } of files) {
      const inLang = rel.slice(lang.length + 1);
      if (excludes.some((re) => re.test(rel) || re.test(inLang))) continue;
      const route = routeOfFile(rel, site.lang, langs);
      if (!route) continue;
      if (hasControlCharacter(rel)) {
        diagnostics.push(unusableFileName(file, projectRoot));
        continue;
      }
      const entry: RouteEntry = { path: route.path, filePath: file, lang: route.lang, version: '', relativePath: rel };
      const key = routeKey(route.path);
      const owner = claimed.get(key);
      if (owner) {
        const [a, b] = [owner.filePath, file].map((f) => toPosix(relative(projectRoot, f)));
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
  return { routes, diagnostics };
}

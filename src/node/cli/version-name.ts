/**
 * The names a new version may take. A version's name is a folder of the content folder and the
 * first segment of its URLs (`/v1/guide/…`), so it must be both a plain folder name on every system
 * and a URL segment nothing else of the site claims: not a language of the site, not a page or
 * folder at the site's root, not a file of public/, not a file the build writes at its root, and
 * not a folder the site never reads pages from. Names are compared regardless of case, as a folder
 * is on macOS and Windows.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isFragmentSegment } from '../../shared/routes';
import type { SiteConfig } from '../../shared/types';
import { SEARCH_DIR } from '../search/index-pieces';
import { globToRegExp, scanContent } from '../site/scan';

// letters, digits, '.', '-' and '_', starting and ending with a letter or a digit: '2.x', 'v1', 'next'
const VERSION_NAME_RE = /^[A-Za-z\d](?:[A-Za-z\d._-]{0,62}[A-Za-z\d])?$/;
// names Windows reserves for devices, with any extension
const DEVICE_NAME_RE = /^(?:con|prn|aux|nul|com\d|lpt\d)(?:\..*)?$/i;
// a last segment read as a page file ('/a.md', '/a.html') rather than as a folder
const PAGE_SUFFIX_RE = /\.(?:md|mdx|html?)$/i;

/** What the build writes at the site's root besides the pages. */
const BUILD_ROOT_NAMES = [
  'assets',
  SEARCH_DIR,
  '404',
  'index',
  'sitemap.xml',
  'robots.txt',
  'llms.txt',
  'llms-full.txt',
  // the content folder's own folder of static files
  'public',
];

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Why `name` cannot be a version's folder and URL segment, whatever the site; undefined when it can.
 * @example versionNameProblem('v2') // undefined
 * @example versionNameProblem('v 2') // "use letters, digits, '.', '-' and '_', …"
 */
export function versionNameProblem(name: string): string | undefined {
  if (!VERSION_NAME_RE.test(name))
    return "a version name is a folder and a URL segment: use letters, digits, '.', '-' and '_', starting and ending with a letter or a digit, at most 64 characters";
  if (DEVICE_NAME_RE.test(name)) return 'Windows reserves this name for a device: it cannot be a folder there';
  if (PAGE_SUFFIX_RE.test(name)) return 'a URL segment ending so is read as a page file, not as a folder';
  return undefined;
}

export interface ClashContext {
  name: string;
  site: SiteConfig;
  contentDir: string;
  /** the folders of the versions whose pages may sit at the site's root (the default, the copied one) */
  versionDirs: string[];
  /** a path as messages print it */
  shown: (path: string) => string;
}

/** The first page file of the versions whose route starts with the segment `name`, relative to the content folder. */
function rootRouteOf({ name, site, versionDirs }: ClashContext): { segment: string; file: string } | undefined {
  // each folder scanned as the pages of a site of one version: its routes as they are at the root
  const oneVersion = { ...site, multiVersion: { default: '', versions: [] } };
  for (const root of versionDirs) {
    const { routes, drafts } = scanContent({ root, site: oneVersion, drafts: true });
    for (const route of [...routes, ...drafts]) {
      const segment = route.path.split('/')[1] ?? '';
      if (sameName(segment, name)) return { segment, file: route.filePath };
    }
  }
  return undefined;
}

/**
 * Why `name` would clash with something of this site, in one sentence naming the thing; undefined
 * when nothing claims it.
 */
export function versionClash(context: ClashContext): string | undefined {
  const { name, site, contentDir, shown } = context;
  const lang = site.locales.find((locale) => sameName(locale.lang, name));
  if (lang) return `'${name}' is a language of the site (locales: '${lang.lang}'): its URLs are that language's`;
  const built = BUILD_ROOT_NAMES.find((reserved) => sameName(reserved, name));
  if (built) return `'${name}' is a name the build writes at the site's root (${built})`;
  const excluded = site.route.exclude.find((glob) => globToRegExp(glob).test(`${name}/index.md`));
  if (isFragmentSegment(name.toLowerCase()) || excluded)
    return `'${name}' names a folder the site never reads pages from${excluded ? ` (route.exclude: '${excluded}')` : ''}`;
  const publicDir = join(contentDir, 'public');
  const publicNames = statSync(publicDir, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(publicDir) : [];
  const published = publicNames.find((entry) => sameName(entry, name));
  if (published) return `'${name}' is taken at the site's root by ${shown(join(publicDir, published))}`;
  const route = rootRouteOf(context);
  if (route) return `'${name}' is a top-level route of the site (/${route.segment}/…, from ${shown(route.file)})`;
  return undefined;
}

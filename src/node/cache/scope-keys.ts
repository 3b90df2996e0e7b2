/**
 * The parts of the cache's keys that are the same for every entry of a run: what an entry depends
 * on besides its own inputs. There are two, so that a change to the theme does not recompile pages:
 *
 * - the compile key, what a page's compile reads besides the page and the compile input (which the
 *   page's own key holds: its text, route, the `markdown` options, the UI text of its language):
 *   the generator (its version, and the digest of the sources its built package was made from),
 *   Node's version, the packages it runs on (the nearest lock file and the installed package.json
 *   of each dependency), the export names of the site's components module, and, only when the site
 *   has Markdown plugins of its own, every script and data file of the content folder outside
 *   public/ (a plugin's code may be in any of them, site.config.ts included);
 * - the site key, what a page's HTML reads: the compile key, the whole resolved site config
 *   (theme options, nav, sidebars, brand colours, custom CSS...), and every script, style or data
 *   file of the content folder outside public/.
 *
 * The files' digests are kept with their stat stamps in `memoDir`, so a start whose files are
 * unchanged reads none of them (files-digest.ts).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type { SiteConfig } from '../../shared/types';
import { componentNames } from '../markdown/components-module';
import { entryKey } from './entry-key';
import { filesDigest } from './files-digest';

/** Bumped when the layout of an entry changes. */
const CACHE_FORMAT = 3;

/**
 * The digest the package build (scripts/build-package.mjs) writes into lib/ of every source, the
 * lock file and the build script it made lib/ from.
 */
export const BUILT_PACKAGE_DIGEST = 'lib/sources.digest';
/**
 * What tells one build of the generator from another: its manifest (its version) and its built
 * package's digest. lib/ is what runs: an installed package ships no Node sources, and a checkout
 * runs lib/ as it was last built, whatever its sources say now.
 */
const GENERATOR_FILES = ['package.json', BUILT_PACKAGE_DIGEST];
/** Files of a content folder that configure the site rather than hold a page. */
const CONFIG_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.css', '.yaml', '.yml']);
/** Those a Markdown plugin's code or data may be in: all but styles. */
const PLUGIN_EXTENSIONS = new Set([...CONFIG_EXTENSIONS].filter((ext) => ext !== '.css'));

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return '';
  }
};

/**
 * Files under `dir` (sorted, recursive) whose name `keep` accepts, skipping node_modules and hidden
 * folders. A name is tested before it is joined to its folder: a content folder holds thousands of
 * pages, and only its few config files are kept.
 */
function filesUnder(dir: string, keep: (name: string) => boolean, skip: Set<string> = new Set()): string[] {
  let names: Dirent[];
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return names
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      if (entry.isDirectory()) {
        const path = join(dir, entry.name);
        return entry.name === 'node_modules' || entry.name.startsWith('.') || skip.has(path) ? [] : filesUnder(path, keep, skip);
      }
      return entry.isFile() && keep(entry.name) ? [join(dir, entry.name)] : [];
    });
}

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/** The nearest file at `path` under `from` or a folder above it. */
function nearest(path: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (isFile(join(dir, path))) return join(dir, path);
    if (dirname(dir) === dir) return undefined;
  }
}

export interface ScopeKeyInput {
  /** the generator's folder (its package.json, lib/) */
  root: string;
  contentDir: string;
  /** the site config as the build resolved it */
  site: SiteConfig;
}

export interface ScopeKeys {
  /** what every page's compile reads besides its own input */
  compile: string;
  /** what every page's HTML reads: the compile key, the whole site config and the content folder's config files */
  site: string;
}

/** The files a digest is made of, and the name of its memo. */
interface FileSet {
  name: string;
  files: string[];
  relativeTo: string;
}

/** The site's components module's export names: the directives a page may use. */
function componentNamesOf(site: SiteConfig): string[] | undefined {
  if (site.markdown.components === undefined) return undefined;
  try {
    return componentNames(site.markdown.components);
  } catch {
    // a module that can't be read: the compile reports it; no entry matches meanwhile
    return [randomUUID()];
  }
}

/**
 * The scope keys, the site key made as it is first read (`site()`), from `input.site` as it is
 * then. The compile key is made at once from the config's `markdown` options, which the content
 * scan leaves as they are: the dev server reads its scan's kept results under it before its first
 * scan, and the site key holds the nav and sidebars of that scan. `memoDir` keeps the files'
 * digests (files-digest.ts), one memo for each set of files of each generator and content folder.
 */
export function laterScopeKeys(input: ScopeKeyInput, memoDir?: string): { compile: string; site: () => string } {
  const { root, contentDir } = input;
  const pkg = JSON.parse(readOrEmpty(join(root, 'package.json')).toString() || '{}') as { dependencies?: Record<string, string> };
  const dependencies = Object.keys(pkg.dependencies ?? {}).map((name) => ({
    name,
    file: nearest(join('node_modules', name, 'package.json'), root),
  }));
  // the generator's own lock file, or, once installed, the lock file of the project around it
  const lock = nearest('package-lock.json', root);
  const generator: FileSet = {
    name: 'generator',
    relativeTo: root,
    files: [
      ...GENERATOR_FILES.map((file) => join(root, file)).filter(isFile),
      ...(lock ? [lock] : []),
      ...dependencies.flatMap(({ file }) => (file ? [file] : [])),
    ],
  };
  const contentFiles = (name: string, extensions: Set<string>): FileSet => ({
    name,
    relativeTo: contentDir,
    files: filesUnder(contentDir, (name) => extensions.has(extname(name)), new Set([join(contentDir, 'public')])),
  });
  const memo = (name: string) => (memoDir ? join(memoDir, `${name}-${entryKey(root, contentDir).slice(0, 16)}.json`) : undefined);
  // a file gone while it was read: no entry of the cache matches
  const digest = ({ name, files, relativeTo }: FileSet) => filesDigest(files, { memo: memo(name), relativeTo }) ?? randomUUID();
  const { remarkPlugins, rehypePlugins } = input.site.markdown;
  const hasPlugins = remarkPlugins.length + rehypePlugins.length > 0;
  const compile = entryKey(
    CACHE_FORMAT,
    process.version,
    digest(generator),
    dependencies.map(({ name, file }) => (file ? name : `${name}: missing`)),
    componentNamesOf(input.site) ?? null,
    hasPlugins ? digest(contentFiles('plugins', PLUGIN_EXTENSIONS)) : null,
  );
  let site: string | undefined;
  return { compile, site: () => (site ??= entryKey(compile, input.site, digest(contentFiles('content', CONFIG_EXTENSIONS)))) };
}

/** Both scope keys of `input` as it is now; `memoDir` as for laterScopeKeys. */
export function scopeKeys(input: ScopeKeyInput, memoDir?: string): ScopeKeys {
  const { compile, site } = laterScopeKeys(input, memoDir);
  return { compile, site: site() };
}

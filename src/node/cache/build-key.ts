/**
 * The part of every cache key that is the same for all pages of a build: what the whole output
 * depends on besides the pages' own text. A change to any of it makes every entry a miss.
 *
 * - the generator: its version and the text of its own source files (an edited generator
 *   compiles differently even at the same version);
 * - the packages it runs on: the nearest lock file and the installed package.json of each dependency;
 * - the site: the resolved config, and every script, style or data file of the content folder
 *   outside public/ (site.config.ts and what it imports: sidebars, theme CSS, components).
 *
 * The files' digests are kept with their stat stamps in `memoDir`, so a start whose files are
 * unchanged reads none of them (files-digest.mjs).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { filesDigest } from '../files-digest.mjs';
import { sha256 } from './entry-file';

/** Bumped when the layout of an entry changes. */
const CACHE_FORMAT = 2;

/** Source files of the generator, at its root. */
const GENERATOR_ENTRIES = ['cli.ts', 'prerender.ts', 'client-entry.tsx', 'server-entry.tsx', 'package.json'];
/** Files of a content folder that configure the site rather than hold a page. */
const CONFIG_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.css', '.yaml', '.yml']);

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return '';
  }
};

/** Files under `dir` (sorted, recursive) that `keep` accepts, skipping node_modules and hidden folders. */
function filesUnder(dir: string, keep: (file: string) => boolean, skip: Set<string> = new Set()): string[] {
  let names: import('node:fs').Dirent[];
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return names
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'node_modules' || entry.name.startsWith('.') || skip.has(path) ? [] : filesUnder(path, keep, skip);
      return entry.isFile() && keep(path) ? [path] : [];
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

export interface BuildKeyInput {
  /** the generator's folder (its package.json, src/) */
  root: string;
  contentDir: string;
  /** the site config as the build resolved it */
  site: unknown;
}

/**
 * `memoDir` keeps the files' digests (see files-digest.mjs), one memo for the generator's files and
 * one per content folder.
 */
export function buildKey({ root, contentDir, site }: BuildKeyInput, memoDir?: string): string {
  const hash = (parts: string[]) => sha256(parts.map((part) => sha256(part)).join('\n'));
  const pkg = JSON.parse(readOrEmpty(join(root, 'package.json')).toString() || '{}') as { dependencies?: Record<string, string> };
  const dependencies = Object.keys(pkg.dependencies ?? {}).map((name) => ({
    name,
    file: nearest(join('node_modules', name, 'package.json'), root),
  }));
  // the generator's own lock file, or, once installed, the lock file of the project around it
  const lock = nearest('package-lock.json', root);
  const generatorFiles = [
    ...GENERATOR_ENTRIES.map((file) => join(root, file)).filter(isFile),
    ...filesUnder(join(root, 'src'), () => true),
    ...(lock ? [lock] : []),
    ...dependencies.flatMap(({ file }) => (file ? [file] : [])),
  ];
  const configFiles = filesUnder(contentDir, (file) => CONFIG_EXTENSIONS.has(extname(file)), new Set([join(contentDir, 'public')]));
  const memo = (name: string) => (memoDir ? join(memoDir, `${name}-${sha256(`${root}\n${contentDir}`).slice(0, 16)}.json`) : undefined);
  // a file gone while it was read: no entry of the cache matches
  const digest = (files: string[], relativeTo: string, name: string) =>
    filesDigest(files, { memo: memo(name), relativeTo }) ?? randomUUID();
  return hash([
    String(CACHE_FORMAT),
    process.version,
    digest(generatorFiles, root, 'generator'),
    dependencies.map(({ name, file }) => (file ? name : `${name}: missing`)).join('\n'),
    JSON.stringify(site),
    digest(configFiles, contentDir, 'content'),
  ]);
}

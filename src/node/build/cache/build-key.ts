/**
 * The part of every cache key that is the same for all pages of a build: what the whole output
 * depends on besides the pages' own text. A change to any of it makes every entry a miss.
 *
 * - the generator: its version and the text of its own source files (an edited generator
 *   compiles differently even at the same version);
 * - the packages it runs on: the nearest lock file and the installed version of each dependency;
 * - the site: the resolved config, and every script, style or data file of the content folder
 *   outside public/ (site.config.ts and what it imports: sidebars, theme CSS, components).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
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
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') || skip.has(path) ? [] : filesUnder(path, keep, skip);
      return entry.isFile() && keep(path) ? [path] : [];
    });
}

/** The nearest file at `path` under `from` or a folder above it; empty when there is none. */
function nearest(path: string, from: string): string | Buffer {
  for (let dir = from; ; dir = dirname(dir)) {
    const text = readOrEmpty(join(dir, path));
    if (text || dirname(dir) === dir) return text;
  }
}

/** The installed version of a package, from the nearest node_modules that holds it. */
function installedVersion(name: string, from: string): string {
  const text = nearest(join('node_modules', name, 'package.json'), from);
  return text ? ((JSON.parse(text.toString()) as { version?: string }).version ?? '') : 'missing';
}

export interface BuildKeyInput {
  /** the generator's folder (its package.json, src/) */
  root: string;
  contentDir: string;
  /** the site config as the build resolved it */
  site: unknown;
}

export function buildKey({ root, contentDir, site }: BuildKeyInput): string {
  const hash = (parts: (string | Buffer)[]) => sha256(parts.map((part) => sha256(part)).join('\n'));
  const generatorFiles = [...GENERATOR_ENTRIES.map((file) => join(root, file)), ...filesUnder(join(root, 'src'), () => true)];
  const pkg = JSON.parse(readOrEmpty(join(root, 'package.json')).toString() || '{}') as { dependencies?: Record<string, string> };
  const dependencies = Object.keys(pkg.dependencies ?? {}).map((name) => `${name}@${installedVersion(name, root)}`);
  const configFiles = filesUnder(contentDir, (file) => CONFIG_EXTENSIONS.has(extname(file)), new Set([join(contentDir, 'public')]));
  return hash([
    String(CACHE_FORMAT),
    process.version,
    ...generatorFiles.flatMap((file) => [file.slice(root.length), readOrEmpty(file)]),
    // the generator's own lock file, or, once installed, the lock file of the project around it
    nearest('package-lock.json', root),
    dependencies.join('\n'),
    JSON.stringify(site),
    ...configFiles.flatMap((file) => [file.slice(contentDir.length), readOrEmpty(file)]),
  ]);
}

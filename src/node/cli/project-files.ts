/**
 * `quire init`, around the content folder: the project's npm scripts (dev, build, preview) and a
 * .gitignore for the built site and the cache. A user's file is only ever added to: a script name
 * already there keeps its command, a .gitignore gets the missing lines at its end, and a file that
 * cannot be read as expected is left as it is. Every decision is said, one note per file.
 */
import { existsSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { CLI_NAME } from './args';
import { quoteForShell } from '../shown-path';

/** What init did to one file of the project, or why it left it. */
export interface ProjectNote {
  /** absolute path */
  file: string;
  text: string;
}

/** The lines a .gitignore needs: the build's default out dir, and node_modules with the cache in it. */
const IGNORED = [
  { line: 'dist/', covered: ['dist'] },
  { line: 'node_modules/', covered: ['node_modules', 'node_modules/.cache', 'node_modules/.cache/quire'] },
];

/**
 * The project a content folder belongs to: the nearest folder, from the content folder's parent up,
 * that holds a package.json; without one, the content folder's parent.
 * @example projectDirOf('/home/me/site/docs') // '/home/me/site' (holding package.json, or none above)
 */
export function projectDirOf(contentDir: string): string {
  for (let dir = dirname(contentDir); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return dirname(contentDir);
  }
}

/** The three scripts, run from the project's folder; the content folder is named unless it is the default. */
export function quireScripts(projectDir: string, contentDir: string): Record<string, string> {
  const rel = relative(projectDir, contentDir).split(sep).join('/');
  const arg = rel === 'content' ? '' : ` ${quoteForShell(rel.startsWith('-') ? `./${rel}` : rel)}`;
  return { dev: `${CLI_NAME} dev${arg}`, build: `${CLI_NAME} build${arg}`, preview: `${CLI_NAME} preview` };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const listed = (scripts: Record<string, string>) =>
  Object.entries(scripts)
    .map(([name, command]) => `"${name}": "${command}"`)
    .join(', ');

/** A package name from a folder's name: lower case, other characters as '-'. */
const packageNameOf = (dir: string) =>
  basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '') || 'docs';

/** Add the scripts a package.json lacks, or create a minimal one. */
export async function addScripts(projectDir: string, scripts: Record<string, string>): Promise<ProjectNote> {
  const file = join(projectDir, 'package.json');
  if (!existsSync(file)) {
    const manifest = { name: packageNameOf(projectDir), private: true, type: 'module', scripts };
    await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    return { file, text: `created, with the scripts ${Object.keys(scripts).join(', ')}` };
  }
  const text = await readFile(file, 'utf8');
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return { file, text: `left as it is: not valid JSON (add the scripts yourself: ${listed(scripts)})` };
  }
  if (!isRecord(manifest) || (manifest.scripts !== undefined && !isRecord(manifest.scripts)))
    return { file, text: `left as it is: "scripts" is not an object (add the scripts yourself: ${listed(scripts)})` };
  const existing = (manifest.scripts ?? {}) as Record<string, unknown>;
  const missing = Object.entries(scripts).filter(([name]) => !Object.hasOwn(existing, name));
  const kept = Object.keys(scripts).filter((name) => Object.hasOwn(existing, name) && existing[name] !== scripts[name]);
  const keptNote =
    kept.length > 0 ? `; kept your ${kept.map((name) => `"${name}"`).join(', ')} (quire's: ${listed(pick(scripts, kept))})` : '';
  if (missing.length === 0) return { file, text: `left as it is: it has the scripts ${Object.keys(scripts).join(', ')}${keptNote}` };
  manifest.scripts = { ...existing, ...Object.fromEntries(missing) };
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? 2;
  await writeFile(file, `${JSON.stringify(manifest, null, indent)}${text.endsWith('\n') ? '\n' : ''}`);
  return { file, text: `added the scripts ${missing.map(([name]) => name).join(', ')}${keptNote}` };
}

const pick = (scripts: Record<string, string>, names: string[]) => Object.fromEntries(names.map((name) => [name, scripts[name]]));

/** A .gitignore line as a comparable name: 'dist', '/dist/' and 'dist/' ignore the same folder at the top. */
const normalizedLine = (line: string) => line.trim().replace(/^\//, '').replace(/\/$/, '');

/** Create a .gitignore, or add the lines it lacks at its end. */
export async function addGitignore(projectDir: string): Promise<ProjectNote> {
  const file = join(projectDir, '.gitignore');
  if (!existsSync(file)) {
    await writeFile(file, `${IGNORED.map((entry) => entry.line).join('\n')}\n`, { flag: 'wx' });
    return { file, text: `created, ignoring ${IGNORED.map((entry) => entry.line).join(' and ')}` };
  }
  const text = await readFile(file, 'utf8');
  const present = new Set(text.split(/\r?\n/).map(normalizedLine));
  const missing = IGNORED.filter((entry) => !entry.covered.some((name) => present.has(name))).map((entry) => entry.line);
  if (missing.length === 0) return { file, text: 'left as it is: it already ignores the built site and the cache' };
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const before = text === '' || text.endsWith('\n') ? '' : eol;
  await appendFile(file, `${before}${missing.join(eol)}${eol}`);
  return { file, text: `added ${missing.join(' and ')} at its end` };
}

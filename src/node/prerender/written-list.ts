/**
 * The list of files a build wrote into its out dir, kept there as a hidden file: the next build
 * removes only those of them it does not write again, and never a file of anyone else.
 */
import { readdirSync, type Dirent } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export const WRITTEN_LIST = '.quire-output.json';
/** The mark builds before the list left in their out dir, which they owned whole; it goes with the rest of their files. */
const OLD_MARK = '.quire-build-started';

interface ListFile {
  quire: 1;
  files: string[];
}

/**
 * A '/'-separated path that stays inside the folder it is relative to: no '..', '.' or empty
 * segment, not absolute, no NUL. A list edited by hand or by someone else can name nothing outside.
 *
 *   'assets/a.js' -> true
 *   '../notes.md' -> false,  '/etc/passwd' -> false,  'a//b' -> false
 */
export function isPlainRelativePath(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\0') || path.includes('\\')) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * What the last build wrote into `outDir`, relative to it: the list it kept; every file of the
 * folder when it holds only the mark of a build from before the list; nothing otherwise.
 */
export async function readWrittenList(outDir: string): Promise<Set<string>> {
  const text = await readFile(join(outDir, WRITTEN_LIST), 'utf8').catch(() => undefined);
  if (text !== undefined) {
    const parsed = parseList(text);
    if (parsed) return new Set(parsed.files.filter(isPlainRelativePath));
  }
  const entries = listed(outDir);
  if (!entries.some((entry) => entry.name === OLD_MARK && entry.parentPath === outDir)) return new Set();
  return new Set(
    entries
      .filter((entry) => !entry.isDirectory())
      .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
}

function listed(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
}

function parseList(text: string): ListFile | undefined {
  try {
    const value = JSON.parse(text) as Partial<ListFile>;
    return value.quire === 1 && Array.isArray(value.files) && value.files.every((file) => typeof file === 'string')
      ? (value as ListFile)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Record `files` as written by quire; the list is replaced whole, never seen half written. */
export async function writeWrittenList(outDir: string, files: Iterable<string>): Promise<void> {
  const list: ListFile = { quire: 1, files: [...new Set([...files, WRITTEN_LIST])].sort() };
  const temporary = join(outDir, `${WRITTEN_LIST}.${process.pid}.tmp`);
  await writeFile(temporary, `${JSON.stringify(list, null, 1)}\n`);
  await rename(temporary, join(outDir, WRITTEN_LIST));
}

import { readdirSync, statSync, type Dirent } from 'node:fs';
import { normalize, sep } from 'node:path';
import { isFragmentSegment, isPageFile } from '../../shared/routes';

/** The path of `name`, an entry of the normalized folder `dir`, as join() gives it, without join's work: a scan joins thousands. */
const inFolder = (dir: string, name: string) => (dir === '.' ? name : dir.endsWith(sep) ? `${dir}${name}` : `${dir}${sep}${name}`);

function isDirectory(dir: string, entry: Dirent): boolean {
  if (entry.isDirectory()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return statSync(inFolder(dir, entry.name), { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false; // its folder is gone: the listing of that folder says so
  }
}

/**
 * Page files (`.md`, `.mdx`) under `dir`, skipping fragment folders (shared, _x, .x) and node_modules; none when
 * `dir` cannot be read. `onRemoved` hears of each folder that its parent listed and that could not
 * be read then (removed meanwhile).
 */
export function listMarkdown(dir: string, onRemoved?: (folder: string) => void): string[] {
  const out: string[] = [];
  walk(normalize(dir), out, onRemoved, false);
  return out;
}

function walk(dir: string, out: string[], onRemoved: ((folder: string) => void) | undefined, listed: boolean): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (listed && (code === 'ENOENT' || code === 'ENOTDIR')) onRemoved?.(dir);
    return;
  }
  for (const entry of entries) {
    if (isFragmentSegment(entry.name) || entry.name === 'node_modules') continue;
    if (isDirectory(dir, entry)) walk(inFolder(dir, entry.name), out, onRemoved, true);
    else if (isPageFile(entry.name)) out.push(inFolder(dir, entry.name));
  }
}

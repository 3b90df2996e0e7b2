import { readdirSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { isFragmentSegment } from '../../shared/routes';

function isDirectory(dir: string, entry: Dirent): boolean {
  if (entry.isDirectory()) return true;
  return entry.isSymbolicLink() && statSync(join(dir, entry.name), { throwIfNoEntry: false })?.isDirectory() === true;
}

/** Markdown files under `dir`, skipping fragment folders (shared, _x, .x) and node_modules; none when `dir` cannot be read. */
export function listMarkdown(dir: string, out: string[] = []): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (isFragmentSegment(entry.name) || entry.name === 'node_modules') continue;
    if (isDirectory(dir, entry)) listMarkdown(join(dir, entry.name), out);
    else if (entry.name.endsWith('.md')) out.push(join(dir, entry.name));
  }
  return out;
}

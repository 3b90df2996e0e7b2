/** The files of a folder, and a check that two folders hold the same files with the same bytes. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';

/** Every file under `dir`, relative, sorted; none when it does not exist. */
export function filesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** `actualDir` holds exactly the files of `expectedDir`, byte for byte. */
export function expectSameBytes(actualDir: string, expectedDir: string): void {
  const files = filesOf(expectedDir);
  expect(filesOf(actualDir)).toEqual(files);
  for (const file of files) {
    const same = readFileSync(join(actualDir, file)).equals(readFileSync(join(expectedDir, file)));
    expect(same, `${file} differs from the cold build's`).toBe(true);
  }
}

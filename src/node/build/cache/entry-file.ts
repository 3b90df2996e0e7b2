/**
 * Cache entries on disk, one file each: the CRC-32 and the length of the body on the first line,
 * then the body (JSON, or text as it is). A file whose body does not match them (cut short by a crash, a full disk, edited
 * by hand) reads as a miss, so it is rebuilt and never used. Each file is written under a
 * temporary name and renamed into place, so a reader never sees half of it, and two builds writing
 * the same entry leave one whole copy.
 */
import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface EntryFiles {
  /** the entry's value, or undefined when there is none or it is damaged */
  read<T>(key: string): Promise<T | undefined>;
  write(key: string, value: unknown): Promise<void>;
  /** the entry's text as written by writeText, or undefined when there is none or it is damaged */
  readText(key: string): Promise<string | undefined>;
  writeText(key: string, text: string): Promise<void>;
}

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The first line of an entry: what its body must match. */
const headerOf = (body: string) => `${crc32(body).toString(16)} ${body.length}`;

/** Entries of one kind ('pages') under `dir`, in folders of the key's first two characters. */
export function entryFiles(dir: string, kind: string): EntryFiles {
  const fileOf = (key: string) => join(dir, kind, key.slice(0, 2), `${key}.json`);
  const readText = async (key: string) => {
    let text: string;
    try {
      text = await readFile(fileOf(key), 'utf8');
    } catch {
      return undefined;
    }
    const newline = text.indexOf('\n');
    const body = text.slice(newline + 1);
    return newline < 0 || text.slice(0, newline) !== headerOf(body) ? undefined : body;
  };
  const writeText = async (key: string, body: string) => {
    const file = fileOf(key);
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    await mkdir(dirname(file), { recursive: true });
    try {
      await writeFile(temporary, `${headerOf(body)}\n${body}`);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  return {
    async read<T>(key: string) {
      const body = await readText(key);
      if (body === undefined) return undefined;
      try {
        return JSON.parse(body) as T;
      } catch {
        return undefined;
      }
    },
    write: (key, value) => writeText(key, JSON.stringify(value)),
    readText,
    writeText,
  };
}

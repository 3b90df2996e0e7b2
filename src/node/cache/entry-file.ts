/**
 * Cache entries on disk, one file each: the CRC-32 and the length in bytes of the body on the first
 * line, then the body (JSON, text in UTF-8, or bytes as they are). A file whose body does not match
 * them (cut short by a crash, a full disk, edited by hand) reads as a miss, so it is rebuilt and never
 * used. Each file is written under a temporary name and renamed into place, so a reader never sees
 * half of it, and two builds writing the same entry leave one whole copy. An entry is read at once,
 * not through the thread pool: a build reads thousands of small entries the system holds in memory,
 * where the trip through the pool costs more than the read. Files and folders are this user's alone,
 * as the cache's folder is (private-dir.ts): they hold pages not published yet. An entry read is
 * marked as used (used-mark.ts), for the pruning.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-dir';
import { markOpenFileUsed } from './used-mark';

export interface EntryFiles {
  /** the entry's value, or undefined when there is none or it is damaged */
  read<T>(key: string): Promise<T | undefined>;
  /** the same, read at once: for a step that cannot wait (the content scan) */
  readNow<T>(key: string): T | undefined;
  write(key: string, value: unknown): Promise<void>;
  /** the entry's text as written by writeText, or undefined when there is none or it is damaged */
  readText(key: string): Promise<string | undefined>;
  writeText(key: string, text: string): Promise<void>;
  /** the entry's bytes as written by writeBytes (or writeText, in UTF-8), or undefined when there is none or it is damaged */
  readBytes(key: string): Promise<Buffer | undefined>;
  writeBytes(key: string, bytes: Buffer): Promise<void>;
}

/** The first line of an entry: what its body's bytes must match. */
const headerOf = (body: Buffer) => `${crc32(body).toString(16)} ${body.length}`;
const NEWLINE = 0x0a;

/** A file's bytes, the file marked as used; undefined when it can't be read. */
function readAndMark(file: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const bytes = readFileSync(fd);
    markOpenFileUsed(fd, fstatSync(fd).mtimeMs);
    return bytes;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Entries of one kind ('pages') under `dir`, in folders of the key's first two characters. */
export function entryFiles(dir: string, kind: string): EntryFiles {
  const fileOf = (key: string) => join(dir, kind, key.slice(0, 2), `${key}.json`);
  const readBytesNow = (key: string) => {
    const bytes = readAndMark(fileOf(key));
    if (!bytes) return undefined;
    const newline = bytes.indexOf(NEWLINE);
    const body = bytes.subarray(newline + 1);
    return newline < 0 || bytes.toString('latin1', 0, newline) !== headerOf(body) ? undefined : body;
  };
  const readBytes = async (key: string) => readBytesNow(key);
  const readNow = <T>(key: string): T | undefined => {
    const body = readBytesNow(key)?.toString('utf8');
    if (body === undefined) return undefined;
    try {
      return JSON.parse(body) as T;
    } catch {
      return undefined;
    }
  };
  const readText = async (key: string) => readBytesNow(key)?.toString('utf8');
  const writeText = (key: string, text: string) => writeBytes(key, Buffer.from(text));
  const writeBytes = async (key: string, body: Buffer) => {
    const file = fileOf(key);
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    try {
      await writeFile(temporary, Buffer.concat([Buffer.from(`${headerOf(body)}\n`), body]), { mode: PRIVATE_FILE_MODE });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  return {
    read: async <T>(key: string) => readNow<T>(key),
    readNow,
    write: (key, value) => writeText(key, JSON.stringify(value)),
    readText,
    writeText,
    readBytes,
    writeBytes,
  };
}

/**
 * The records of the cache's pack files, read and rewritten the way another program could: each
 * record is a line `key crc32-hex length` and then the body.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

export interface PackRecord {
  /** the pack's path */
  pack: string;
  key: string;
  body: Buffer;
  /** where the body starts in the pack */
  start: number;
  /** whether the body matches the CRC-32 on its line */
  whole: boolean;
}

/** Every pack file under `dir`, at any depth. */
export const packsUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.pack'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/** The records of one pack, in order. */
export function recordsOf(pack: string): PackRecord[] {
  const bytes = readFileSync(pack);
  const records: PackRecord[] = [];
  for (let at = 0; at < bytes.length;) {
    const newline = bytes.indexOf(0x0a, at);
    const [key, crc, length] = bytes.toString('latin1', at, newline).split(' ');
    const start = newline + 1;
    const body = bytes.subarray(start, start + Number(length));
    records.push({ pack, key, body, start, whole: crc32(body).toString(16) === crc });
    at = start + Number(length);
  }
  return records;
}

/** Every record under `dir`. */
export const recordsUnder = (dir: string): PackRecord[] => packsUnder(dir).flatMap(recordsOf);

/** A record as the cache writes it: what anyone who can write to the folder could plant. */
export const wellFormedRecord = (key: string, body: Buffer) =>
  Buffer.concat([Buffer.from(`${key} ${crc32(body).toString(16)} ${body.length}\n`), body]);

/** Each pack under `dir` written again, each record's body through `change`, with the line a build would write. */
export function rewriteRecords(dir: string, change: (body: Buffer) => Buffer): void {
  for (const pack of packsUnder(dir)) {
    writeFileSync(pack, Buffer.concat(recordsOf(pack).map(({ key, body }) => wellFormedRecord(key, change(body)))));
  }
}

/** Each record's body under `dir` changed in place, its line left as it was (so the checksum no longer matches). */
export function damageRecords(dir: string, change: (body: Buffer) => void): void {
  for (const pack of packsUnder(dir)) {
    const bytes = readFileSync(pack);
    for (const { start, body } of recordsOf(pack)) change(bytes.subarray(start, start + body.length));
    writeFileSync(pack, bytes);
  }
}

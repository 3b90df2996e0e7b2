/**
 * Cache entries on disk, in pack files. A process appends the entries of one kind that it writes to
 * a pack of its own, `<kind>/<time>-<pid>-<random>.pack`, one record after another: a line with the
 * entry's key, the CRC-32 of its body and the body's length in bytes, then the body (JSON, text in
 * UTF-8, or bytes as they are). A cold build writes hundreds of entries, and creating a file for each
 * cost more than writing what it holds.
 *
 * A reader lists a kind's packs when it first needs one of its entries and reads each record's line,
 * not its body, to learn where each key lies; when two packs hold a key, the newer one counts. A
 * record whose body does not match its line (cut short by a crash or a full disk, edited by hand)
 * reads as a miss, so it is rebuilt and never used, and a record cut short ends what is read of its
 * pack. A key that is missing lists the kind's folder again when it changed: packs another process
 * made since are read then. What another process adds later to a pack already read is not seen.
 *
 * Everything is read and written at once, not through the thread pool: the system holds these files
 * in memory, and the trip through the pool costs more than the read. Packs and folders are this
 * user's alone, as the cache's folder is (private-dir.ts): they hold pages not published yet. A pack
 * an entry is read from is marked as used (used-mark.ts): pruning removes whole packs, and merges
 * the small ones of ended runs as they pile up (pack-merge.ts).
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-dir';
import { markOpenFileUsed } from './used-mark';

export interface EntryStore {
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
  /** whether any entry is kept here: a store without one has nothing to look up, and a lookup's key need not be made */
  holdsAny(): boolean;
}

export const PACK_SUFFIX = '.pack';
/** A record's line: key, CRC-32 of the body (hex), the body's length in bytes. */
const RECORD_LINE_RE = /^(\S+) ([0-9a-f]{1,8}) (\d+)$/;
/** No record's line is longer: a longer one is damage, and ends the pack. */
const LONGEST_LINE = 512;
/** Record lines are read this many bytes at a time (several small records' lines at once). */
const LINE_WINDOW = 64 * 1024;
const NEWLINE = 0x0a;
/** Longer than a step of the file system's clock, which stamps a folder changed twice in one step alike. */
const COARSE_TIME_MS = 1000;

/** Where an entry's body lies. */
export interface Span {
  pack: string;
  start: number;
  length: number;
  crc: number;
}

/** Read `length` bytes of `fd` from `position` into `into`; fewer at the end of the file. */
function readAt(fd: number, into: Buffer, position: number, length: number): number {
  let done = 0;
  while (done < length) {
    const read = readSync(fd, into, done, length - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return done;
}

/** Every whole record of the pack at `path`, in order, into `spans` (a later record of a key replaces an earlier one). */
export function readRecordLines(path: string, spans: Map<string, Span>): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return;
  }
  try {
    const size = fstatSync(fd).size;
    const window = Buffer.allocUnsafe(LINE_WINDOW);
    let windowStart = 0;
    let windowEnd = 0;
    for (let at = 0; at < size;) {
      if (at < windowStart || (at + LONGEST_LINE > windowEnd && windowEnd < size)) {
        windowStart = at;
        windowEnd = at + readAt(fd, window, at, Math.min(LINE_WINDOW, size - at));
      }
      const lineStart = at - windowStart;
      const newline = window.subarray(0, windowEnd - windowStart).indexOf(NEWLINE, lineStart);
      if (newline < 0 || newline - lineStart > LONGEST_LINE) return;
      const match = RECORD_LINE_RE.exec(window.toString('latin1', lineStart, newline));
      if (!match) return;
      const start = windowStart + newline + 1;
      const length = Number(match[3]);
      if (start + length > size) return;
      spans.set(match[1], { pack: path, start, length, crc: Number.parseInt(match[2], 16) });
      at = start + length;
    }
  } catch {
    // what was read before stands
  } finally {
    closeSync(fd);
  }
}

/** The body at `span` when it matches its CRC-32, else undefined; `opened` sees the pack's descriptor once it is read. */
export function readSpan({ pack, start, length, crc }: Span, opened?: (fd: number) => void): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(pack, 'r');
  } catch {
    return undefined;
  }
  try {
    const body = Buffer.allocUnsafe(length);
    if (readAt(fd, body, start, length) !== length || crc32(body) !== crc) return undefined;
    opened?.(fd);
    return body;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** A record as a pack holds it: its line, then its body (written one after the other, not copied into one). */
export const packRecord = (key: string, body: Buffer, crc = crc32(body)): [line: Buffer, body: Buffer] => [
  Buffer.from(`${key} ${crc.toString(16)} ${body.length}\n`),
  body,
];

/** Write all of each of `parts`, in order, at the end of the file open as `fd`. */
export function appendAll(fd: number, parts: Buffer[]): void {
  for (const bytes of parts) for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** A new pack's name: packs made later sort after it. */
const newPackName = () => `${Date.now().toString(36).padStart(10, '0')}-${process.pid}-${randomBytes(4).toString('hex')}${PACK_SUFFIX}`;

/** Entries of one kind ('pages') under `dir`, in `dir/<kind>/*.pack`. */
export function entryPacks(dir: string, kind: string): EntryStore {
  const folder = join(dir, kind);
  const spans = new Map<string, Span>();
  const seenPacks = new Set<string>();
  /** the folder's modification time when last listed; undefined before the first listing */
  let listedAt: number | undefined;
  /** the packs whose use has been marked */
  const marked = new Set<string>();
  /** this store's own pack, made at its first write */
  let ownPack: string | undefined;

  /** Read the packs of the folder not read yet, when it changed since it was last listed. */
  const listPacks = () => {
    const changed = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    // a folder's time moves in coarse steps: one changed just now may change again within the same step
    if (changed === listedAt && Date.now() - changed > COARSE_TIME_MS) return;
    listedAt = changed;
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names.filter((name) => name.endsWith(PACK_SUFFIX) && !seenPacks.has(name)).sort()) {
      seenPacks.add(name);
      readRecordLines(join(folder, name), spans);
    }
  };

  const readBody = (span: Span): Buffer | undefined =>
    readSpan(span, (fd) => {
      if (marked.has(span.pack)) return;
      marked.add(span.pack);
      markOpenFileUsed(fd, fstatSync(fd).mtimeMs);
    });

  const readBytesNow = (key: string): Buffer | undefined => {
    let span = spans.get(key);
    if (!span) {
      listPacks();
      span = spans.get(key);
    }
    return span && readBody(span);
  };
  const readNow = <T>(key: string): T | undefined => {
    const body = readBytesNow(key)?.toString('utf8');
    if (body === undefined) return undefined;
    try {
      return JSON.parse(body) as T;
    } catch {
      return undefined;
    }
  };

  /**
   * This store's pack, opened to append: opened for each record, so a process holds no file open,
   * and a pack whose folder was removed meanwhile is made again.
   */
  const openOwnPack = (): { pack: string; fd: number } => {
    if (ownPack) {
      try {
        return { pack: ownPack, fd: openSync(ownPack, 'a', PRIVATE_FILE_MODE) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
    const name = newPackName();
    seenPacks.add(name);
    ownPack = join(folder, name);
    return { pack: ownPack, fd: openSync(ownPack, 'a', PRIVATE_FILE_MODE) };
  };

  const appendRecord = (key: string, body: Buffer) => {
    const crc = crc32(body);
    const record = packRecord(key, body, crc);
    const { pack, fd } = openOwnPack();
    try {
      const at = fstatSync(fd).size;
      appendAll(fd, record);
      spans.set(key, { pack, start: at + record[0].length, length: body.length, crc });
    } catch (error) {
      // a record cut short ends what readers take of this pack: the next record goes into a new one
      ownPack = undefined;
      throw error;
    } finally {
      closeSync(fd);
    }
  };
  const writeBytes = async (key: string, body: Buffer) => appendRecord(key, body);
  const writeText = (key: string, text: string) => writeBytes(key, Buffer.from(text));

  return {
    read: async <T>(key: string) => readNow<T>(key),
    readNow,
    write: (key, value) => writeText(key, JSON.stringify(value)),
    readText: async (key) => readBytesNow(key)?.toString('utf8'),
    writeText,
    readBytes: async (key) => readBytesNow(key),
    writeBytes,
    holdsAny() {
      if (spans.size === 0) listPacks();
      return spans.size > 0;
    },
  };
}

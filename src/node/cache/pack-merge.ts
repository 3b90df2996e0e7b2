/**
 * Small packs merged as they pile up. Each run that writes entries of a kind adds a pack to the
 * kind's folder (entry-packs.ts), and a run reads the line of every record of every pack of a kind
 * it uses, so a folder of hundreds of small packs (a rebuild after each edit, a dev server each day)
 * would make every run slower to start. When a folder holds more than MAX_PACKS packs, its small
 * packs whose process has ended (its id is in the pack's name) are merged into one: the newest whole
 * record of each key, in a pack that sorts where the newest of them did and bears its time, so that
 * the pruning sees it as used as it was. A run that listed the old packs meanwhile finds them gone:
 * a miss, and the entry is made again.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, lstatSync, openSync, readdirSync, renameSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { appendAll, PACK_SUFFIX, packRecord, readRecordLines, readSpan, type Span } from './entry-packs';
import { PRIVATE_FILE_MODE } from './private-dir';
import { isRunning } from '../prerender/ended-builds';

/** A kind's folder holds at most this many packs before its small ones are merged. */
export const MAX_PACKS = 32;
/** A pack this large is left as it is: a cold build's, which pruning removes whole. */
const SMALL_PACK_BYTES = 4 * 1024 * 1024;
const MERGED = 'merged';

/** Whether the process that wrote the pack `name` has ended: no one writes to it any more. */
function isClosed(name: string): boolean {
  const writer = name.split('-')[1];
  return writer === MERGED || !isRunning(Number(writer));
}

interface PackFile {
  name: string;
  mtimeMs: number;
}

/** The small, closed packs of `folder`, oldest first, when the folder holds more than MAX_PACKS packs. */
function packsToMerge(folder: string): PackFile[] {
  const names = readdirSync(folder)
    .filter((name) => name.endsWith(PACK_SUFFIX))
    .sort();
  if (names.length <= MAX_PACKS) return [];
  return names.flatMap((name): PackFile[] => {
    const stat = lstatSync(join(folder, name), { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size >= SMALL_PACK_BYTES || !isClosed(name)) return [];
    return [{ name, mtimeMs: stat.mtimeMs }];
  });
}

/** Merge the small packs of one kind's folder; gives how many packs were merged. */
function mergeFolder(folder: string): number {
  const packs = packsToMerge(folder);
  if (packs.length < 2) return 0;
  const spans = new Map<string, Span>();
  for (const { name } of packs) readRecordLines(join(folder, name), spans);
  // named after the newest: a reader sorts it after every pack merged into it
  const name = `${packs.at(-1)!.name.split('-')[0]}-${MERGED}-${randomBytes(4).toString('hex')}${PACK_SUFFIX}`;
  const temporary = join(folder, `${name}.tmp`);
  const fd = openSync(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    for (const [key, span] of spans) {
      const body = readSpan(span);
      if (!body) continue;
      appendAll(fd, packRecord(key, body, span.crc));
    }
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  const used = new Date(Math.max(...packs.map((pack) => pack.mtimeMs)));
  utimesSync(temporary, used, used);
  renameSync(temporary, join(folder, name));
  for (const pack of packs) rmSync(join(folder, pack.name), { force: true });
  return packs.length;
}

/** Merge the small packs of every kind's folder under the cache folder `dir`; never throws. Gives how many packs were merged. */
export function mergeSmallPacks(dir: string): number {
  let merged = 0;
  let kinds: string[];
  try {
    kinds = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return 0;
  }
  for (const kind of kinds) {
    try {
      merged += mergeFolder(join(dir, kind));
    } catch {
      // a folder that can't be merged stays as it is: its runs are only slower to start
    }
  }
  return merged;
}

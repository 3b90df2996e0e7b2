/**
 * A digest of files' paths and text that reads the files only when one of them changed: the digest
 * is kept in a memo file of the cache together with the files' stat stamps (size, modification and
 * change times, inode), and given again while every stamp is the same, for the cost of one stat a
 * file. A memo that is used is marked as used (its time), so the cache's pruning keeps it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-dir';
import { markUsed } from './used-mark';

/**
 * A digest is kept only when no file changed in this long. File times move in clock ticks, so a
 * file written again within the tick of its last write could keep its stamp with another text.
 */
const SETTLED_MS = 2000;

interface Stamp {
  text: string;
  changedMs: number;
}

/** A file's stamp; `missing` for one that is not there. */
function stampOf(file: string): Stamp {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat
    ? { text: `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`, changedMs: Math.max(stat.mtimeMs, stat.ctimeMs) }
    : { text: 'missing', changedMs: 0 };
}

interface Memo {
  signature: string;
  digest: string;
}

function readMemo(memoFile: string): Memo | undefined {
  try {
    const memo = JSON.parse(readFileSync(memoFile, 'utf8')) as Partial<Memo>;
    return typeof memo.signature === 'string' && typeof memo.digest === 'string' ? (memo as Memo) : undefined;
  } catch {
    return undefined;
  }
}

/** Written through a temporary name: a process reading alongside sees the old memo or the new one. */
function writeMemo(memoFile: string, memo: Memo): void {
  const temp = `${memoFile}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(memoFile), { recursive: true, mode: PRIVATE_DIR_MODE });
    writeFileSync(temp, JSON.stringify(memo), { mode: PRIVATE_FILE_MODE });
    renameSync(temp, memoFile);
  } catch {
    // a memo that can't be written costs the next run a read of the files, nothing more
    rmSync(temp, { force: true });
  }
}

export interface FilesDigestOptions {
  /** a file that keeps the digest with the files' stat stamps: the files are read only when a stamp changed */
  memo?: string;
  /** a folder the paths count relative to: the digest stays when it moves */
  relativeTo?: string;
}

/** The digest of `files` (paths in this order, and text), or undefined when one can't be read. */
export function filesDigest(files: readonly string[], { memo: memoFile, relativeTo }: FilesDigestOptions = {}): string | undefined {
  const stamps = memoFile ? files.map(stampOf) : [];
  const signature = memoFile
    ? createHash('sha256')
        .update(files.map((file, i) => `${file}\0${stamps[i].text}`).join('\n'))
        .digest('hex')
    : '';
  const memo = memoFile ? readMemo(memoFile) : undefined;
  if (memoFile && memo?.signature === signature) {
    markUsed(memoFile);
    return memo.digest;
  }

  const hash = createHash('sha256');
  try {
    for (const file of files)
      hash
        .update(`${relativeTo === undefined ? file : relative(relativeTo, file)}\n`)
        .update(readFileSync(file))
        .update('\n');
  } catch {
    return undefined;
  }
  const digest = hash.digest('hex');
  const settled = stamps.every((stamp) => Date.now() - stamp.changedMs > SETTLED_MS);
  if (memoFile && settled) writeMemo(memoFile, { signature, digest });
  return digest;
}

/**
 * A digest of files' paths and text that reads the files only when one of them changed: the digest
 * is kept in a memo file together with the files' stat stamps (size, modification and change times,
 * inode), and given again while every stamp is the same, for the cost of one stat a file.
 *
 * Plain JavaScript (its types: files-digest.d.mts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/**
 * A digest is kept only when no file changed in this long. File times move in clock ticks, so a
 * file written again within the tick of its last write could keep its stamp with another text.
 */
const SETTLED_MS = 2000;

/** A file's stamp; `missing` for one that is not there, whose digest is then not kept. */
function stampOf(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat
    ? { text: `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`, changedMs: Math.max(stat.mtimeMs, stat.ctimeMs) }
    : { text: 'missing', changedMs: 0 };
}

function readMemo(memoFile) {
  try {
    return JSON.parse(readFileSync(memoFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Written through a temporary name: a process reading alongside sees the old memo or the new one.
 * This user's alone, like the cache folder that holds the build's memos.
 */
function writeMemo(memoFile, memo) {
  const temp = `${memoFile}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(memoFile), { recursive: true, mode: 0o700 });
    writeFileSync(temp, JSON.stringify(memo), { mode: 0o600 });
    renameSync(temp, memoFile);
  } catch {
    // a memo that can't be written costs the next run a read of the files, nothing more
    rmSync(temp, { force: true });
  }
}

/**
 * The digest of `files` (paths in this order, and text), or undefined when one can't be read. With
 * `memo`, a file, the files are read only when their stamps differ from those it was kept with. With
 * `relativeTo`, a folder, paths count relative to it: the digest stays when the folder moves.
 */
export function filesDigest(files, { memo: memoFile, relativeTo } = {}) {
  const stamps = memoFile ? files.map(stampOf) : [];
  const signature = memoFile
    ? createHash('sha256')
        .update(files.map((file, i) => `${file}\0${stamps[i].text}`).join('\n'))
        .digest('hex')
    : '';
  const memo = memoFile ? readMemo(memoFile) : undefined;
  if (memo && memo.signature === signature && typeof memo.digest === 'string') return memo.digest;

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

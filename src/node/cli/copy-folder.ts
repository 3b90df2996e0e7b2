/**
 * A folder copied to a new place that must not exist yet: files, folders and symbolic links as they
 * are (a link keeps the target it names, so a relative link between two sibling folders points where
 * it pointed). Nothing is ever overwritten: each folder, file and link is created exclusively. When
 * the copy fails midway, what it created is removed again, newest first, and only that.
 */
import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, readlink, rmdir, symlink, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** A thing the copy cannot make: neither a file, a folder nor a symbolic link (a socket, a device). */
export class UncopyableEntry extends Error {
  constructor(readonly path: string) {
    super(`${path} is neither a file, a folder nor a symbolic link`);
  }
}

/** The copy failed: `cause` says why; `removed` tells whether what it had created is gone again. */
export class CopyFailure extends Error {
  constructor(
    cause: unknown,
    readonly removed: boolean,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * Copy `from` into `to` (which must not exist), entry by entry, noting each one made in `created`;
 * returns the number of files and links copied.
 */
async function copyEntry(from: string, to: string, created: string[]): Promise<number> {
  const stats = await lstat(from);
  if (stats.isSymbolicLink()) {
    await symlink(await readlink(from), to);
    created.push(to);
    return 1;
  }
  if (stats.isFile()) {
    // COPYFILE_EXCL: fail when anything is there by now; a copy that fails for another reason
    // (a full disk) may leave a part of the file, which is this copy's own
    await copyFile(from, to, constants.COPYFILE_EXCL).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') created.push(to);
      throw error;
    });
    created.push(to);
    return 1;
  }
  if (stats.isDirectory()) {
    // not recursive: fails when the folder exists by now
    await mkdir(to);
    created.push(to);
    let copied = 0;
    for (const name of (await readdir(from)).sort()) copied += await copyEntry(join(from, name), join(to, name), created);
    return copied;
  }
  throw new UncopyableEntry(from);
}

/**
 * Remove what a copy made (its `created` list), newest first; a folder only when empty, so nothing
 * else is lost. Returns whether all of it is gone.
 */
export async function removeCopy(created: readonly string[]): Promise<boolean> {
  let removed = true;
  for (const path of created.toReversed()) {
    const stats = await lstat(path).catch(() => undefined);
    if (!stats) continue;
    await (stats.isDirectory() ? rmdir(path) : unlink(path)).catch(() => {
      removed = false;
    });
  }
  return removed;
}

/**
 * Copy the folder `from` to `to`; returns the number of files and links copied, and what it created
 * (for removeCopy). Throws a CopyFailure.
 */
export async function copyFolder(from: string, to: string): Promise<{ files: number; created: string[] }> {
  const created: string[] = [];
  try {
    return { files: await copyEntry(from, to, created), created };
  } catch (error) {
    throw new CopyFailure(error, await removeCopy(created));
  }
}

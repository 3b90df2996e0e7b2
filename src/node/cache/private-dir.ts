/**
 * A folder of this user's alone, for what quire keeps between runs and uses again as it is (the
 * build cache): whoever can write there decides what the next build publishes, and whoever can read
 * there reads pages not published yet. A missing folder is made 0700. One that exists is used only
 * when it is a folder itself (not a symbolic link to one), belongs to this user and no one else may
 * write to it; one that others may only read is made private. Anything else is refused with one
 * warning, and the caller goes on without the folder.
 *
 * What is made inside such a folder needs no check of its own: no other user can make anything there.
 * Windows has neither user ids nor permission bits in a file's mode: only the link check applies there.
 */
import { chmodSync, lstatSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** Folders made in a private folder: this user's alone. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files written in a private folder, temporary ones included. */
export const PRIVATE_FILE_MODE = 0o600;

/** Mode bits that let the folder's group or anyone else change what it holds. */
const WRITABLE_BY_OTHERS = 0o022;
/** Mode bits that give the folder's group or anyone else any access. */
const OPEN_TO_OTHERS = 0o077;

/** Why `dir` can't be this user's private folder, or undefined when it is one (made when missing). */
export function privateDirProblem(dir: string): string | undefined {
  try {
    mkdirSync(dirname(dir), { recursive: true });
    mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST') return `it could not be made (${code ?? (error as Error).message})`;
  }
  // lstat: a symbolic link is judged itself, never the folder it points to
  const stat = lstatSync(dir, { throwIfNoEntry: false });
  if (!stat) return 'it was removed as it was made';
  if (stat.isSymbolicLink()) return 'it is a symbolic link';
  if (!stat.isDirectory()) return 'it is not a folder';
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  if (stat.uid !== uid) return `it belongs to another user (uid ${stat.uid})`;
  if (stat.mode & WRITABLE_BY_OTHERS) return `other users may write to it (mode ${(stat.mode & 0o777).toString(8)})`;
  if (stat.mode & OPEN_TO_OTHERS) {
    // an earlier version's folder, readable by all: what it holds only this user could have written
    try {
      chmodSync(dir, PRIVATE_DIR_MODE);
    } catch (error) {
      return `it could not be made private (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
    }
  }
  return undefined;
}

export interface PrivateDirOptions {
  /** told one line when the folder is refused */
  warn: (line: string) => void;
  /** the end of that line: who goes on without the folder, and how to turn it off */
  without: string;
}

/**
 * `dir`, made or checked as this user's private folder; undefined, after one warning naming the
 * folder (relative to the current one) and why, when it can't be used.
 */
export function openPrivateDir(dir: string, { warn, without }: PrivateDirOptions): string | undefined {
  const problem = privateDirProblem(dir);
  if (problem === undefined) return dir;
  warn(`warning cache ${relative(process.cwd(), dir) || '.'} is not used: ${problem}; ${without}`);
  return undefined;
}

/**
 * The out dir of a build. Nothing in it changes before the build has succeeded: the build writes
 * into a stage, a hidden folder inside the out dir (on the same file system, so its files move in by
 * rename), then `publish` moves them in, removes what the last build wrote and this one did not,
 * and keeps the list of what it wrote (written-list.ts). A failed build discards the stage and leaves
 * the out dir as it was. A file quire did not write is never removed or written over: a staged file
 * whose place holds one stops the publish before anything moves.
 *
 * A page chunk the last build wrote can be kept where it is, when its name tells its content (a
 * content-hashed chunk) and its size is the one this build would write: it counts as written. A file
 * the last build wrote elsewhere with the very bytes this build writes (a piece of a search index
 * whose folder is named anew) is linked into the stage rather than written again: nothing is
 * written, and the publish frees no file for it.
 */
import { linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, unlinkSync } from 'node:fs';
import { mkdir, mkdtemp, rm, rmdir, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { isInside } from './client-manifest';
import { escapeTerminal } from '../../shared/escape';
import { removeFoldersOfEndedBuilds } from './ended-builds';
import { BuildFailure } from './failure';
import { readWrittenList, writeWrittenList, WRITTEN_LIST } from './written-list';

const STAGE_PREFIX = '.quire-stage-';
/** Removals in flight at once while publishing. */
const REMOVE_BATCH = 32;

export interface OutDir {
  /** the folder this build writes into; its files reach the out dir when the build publishes */
  readonly stage: string;
  /**
   * keep `file` ('/'-separated, relative to the out dir) as the last build wrote it, when it is
   * there with `size` bytes; false when it is not, and the build has to write it into the stage
   */
  keep(file: string, size: number): boolean;
  /** the files the last build wrote ('/'-separated, relative to the out dir) */
  readonly earlier: ReadonlySet<string>;
  /**
   * put `bytes` at `file` in the stage as a link to `earlier`, which the last build wrote with these
   * same bytes; false when it cannot (another file, other bytes, a folder on its way leading out of
   * the out dir, no hard links here), and the build has to write it
   */
  linkEarlier(file: string, earlier: string, bytes: Uint8Array): boolean;
  /** move the staged files in, remove what the last build wrote and this one did not, record the list */
  publish(): Promise<void>;
  /** a failed build: remove the stage (and the out dir, when this build made it and it is empty) */
  discard(): Promise<void>;
}

export async function openOutDir(outDir: string): Promise<OutDir> {
  const made = await mkdir(outDir, { recursive: true });
  await removeFoldersOfEndedBuilds(outDir, STAGE_PREFIX);
  const written = await readWrittenList(outDir);
  const stage = await mkdtemp(join(outDir, `${STAGE_PREFIX}${process.pid}-`));
  const kept = new Set<string>();
  const inside = insideOf(outDir);
  return {
    stage,
    keep(file, size) {
      if (!written.has(file)) return false;
      const found = lstatSync(join(outDir, file), { throwIfNoEntry: false });
      if (!found?.isFile() || found.size !== size) return false;
      kept.add(file);
      return true;
    },
    earlier: written,
    linkEarlier(file, earlier, bytes) {
      const from = join(outDir, earlier);
      if (!written.has(earlier) || !inside(dirname(from))) return false;
      try {
        const found = lstatSync(from, { throwIfNoEntry: false });
        if (!found?.isFile() || found.size !== bytes.length || !readFileSync(from).equals(bytes)) return false;
        withParentFolder(join(stage, file), (to) => linkSync(from, to));
        return true;
      } catch {
        return false;
      }
    },
    publish: () => publish({ outDir, stage, written, kept }),
    async discard() {
      await rm(stage, { recursive: true, force: true });
      if (made !== undefined) await removeEmptyFolders(outDir, dirname(made));
    },
  };
}

/**
 * `make(target)`, the folder `target` goes into made first when it is missing: a build into an
 * earlier one finds its folders there, so they are only made after a try found none.
 */
export function withParentFolder(target: string, make: (target: string) => void): void {
  try {
    make(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(target), { recursive: true });
    make(target);
  }
}

async function publish({
  outDir,
  stage,
  written,
  kept,
}: {
  outDir: string;
  stage: string;
  written: Set<string>;
  kept: Set<string>;
}): Promise<void> {
  const staged = filesUnder(stage);
  const folders = new Map<string, FolderCheck>();
  for (const file of staged) {
    const problem = blockedPlace(outDir, file, written, folders);
    if (problem) {
      await rm(stage, { recursive: true, force: true });
      throw new BuildFailure(
        `Build failed: ${escapeTerminal(relative(process.cwd(), join(outDir, problem.path)))} ${problem.why}; the out dir is left as it was: move it away or build into another folder`,
      );
    }
  }
  const next = new Set([...staged, ...kept]);
  // listed before anything moves: a publish cut short leaves no file of quire's unlisted
  await writeWrittenList(outDir, [...written, ...next]);
  // pages last, so a page that is there finds the assets it loads
  const [pages, others] = partition(movesOf(staged, folders), (move) => move.holdsPages);
  for (const moves of [others, pages]) for (const move of moves) moveEntryIn(outDir, stage, move, written);
  const stale = [...written].filter((file) => !next.has(file) && file !== WRITTEN_LIST);
  await removeWritten(outDir, stale);
  await writeWrittenList(outDir, next);
  await rm(stage, { recursive: true, force: true });
}

/** What a folder on the way of staged files is: missing (the files' place is free) or a plain folder. */
type FolderCheck = 'missing' | 'folder';

/**
 * Why `file` cannot be moved into the out dir, or undefined when its place is free or holds what
 * the last build wrote. A folder on its way must be a plain folder: a link could lead outside.
 * `folders` holds what the publish found of each folder so far: thousands of files share a few.
 */
function blockedPlace(
  outDir: string,
  file: string,
  written: Set<string>,
  folders: Map<string, FolderCheck>,
): { path: string; why: string } | undefined {
  const segments = file.split('/');
  for (let end = 1; end <= segments.length; end++) {
    const path = segments.slice(0, end).join('/');
    const known = end < segments.length ? folders.get(path) : undefined;
    if (known === 'missing') return undefined;
    if (known === 'folder') continue;
    const found = lstatSync(join(outDir, path), { throwIfNoEntry: false });
    // nothing there, or the last build's file, which the move replaces (or removes to make way)
    if (!found || (written.has(path) && !found.isDirectory())) {
      if (end < segments.length) folders.set(path, 'missing');
      return undefined;
    }
    if (end < segments.length && found.isDirectory()) {
      folders.set(path, 'folder');
      continue;
    }
    if (found.isSymbolicLink()) return { path, why: 'is a link quire did not make, where the build writes' };
    if (end < segments.length) return { path, why: 'was not written by quire, and stands where the build makes a folder' };
    return {
      path,
      why: found.isDirectory()
        ? 'is a folder where the build writes a file'
        : 'was not written by quire, and the build writes a file of that name',
    };
  }
  return undefined;
}

/** One rename of the publish: a staged file, or a folder with the staged files under it. */
interface Move {
  path: string;
  /** the staged files it moves ('/'-separated, relative to the stage) */
  files: string[];
  holdsPages: boolean;
}

/**
 * What the publish renames: a staged folder whose place in the out dir is free (`folders`, as
 * blockedPlace found it) moves in whole, by one rename; every other file moves alone. A first
 * build into an empty out dir, a deploy's usual build, so moves a few folders, not every file.
 */
function movesOf(staged: string[], folders: Map<string, FolderCheck>): Move[] {
  const moves = new Map<string, Move>();
  for (const file of staged) {
    let path = file;
    for (let slash = file.indexOf('/'); slash >= 0; slash = file.indexOf('/', slash + 1)) {
      if (folders.get(file.slice(0, slash)) !== 'missing') continue;
      path = file.slice(0, slash);
      break;
    }
    let move = moves.get(path);
    if (!move) moves.set(path, (move = { path, files: [], holdsPages: false }));
    move.files.push(file);
    move.holdsPages ||= file.endsWith('.html');
  }
  return [...moves.values()];
}

/**
 * Make a move. A folder whose place is taken after all (a file the last build wrote stands there,
 * or a folder appeared since the check) has its files moved one by one instead, as any file is.
 */
function moveEntryIn(outDir: string, stage: string, { path, files }: Move, written: Set<string>): void {
  if (files.length === 1 && files[0] === path) return moveIn(outDir, stage, path, written);
  try {
    renameSync(join(stage, path), join(outDir, path));
  } catch {
    for (const file of files) moveIn(outDir, stage, file, written);
  }
}

/**
 * Move a staged file in. Renamed at once, not through the thread pool: a rename within one file
 * system takes less time than a promise's round trip costs, and a site has thousands of files.
 */
function moveIn(outDir: string, stage: string, file: string, written: Set<string>): void {
  const target = join(outDir, file);
  try {
    renameSync(join(stage, file), target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    clearWayTo(outDir, file, written);
    renameSync(join(stage, file), target);
  }
}

/** Make the folders `file` goes into; a file the last build wrote where a folder must be is removed. */
function clearWayTo(outDir: string, file: string, written: Set<string>): void {
  const segments = file.split('/');
  for (let end = 1; end < segments.length; end++) {
    const path = segments.slice(0, end).join('/');
    const found = lstatSync(join(outDir, path), { throwIfNoEntry: false });
    if (found && !found.isDirectory() && written.has(path)) unlinkSync(join(outDir, path));
  }
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
}

/** Whether a folder leads into the out dir (a link on its way may lead elsewhere); found once per folder: files share a few. */
function insideOf(outDir: string): (dir: string) => boolean {
  let root: string | undefined;
  const found = new Map<string, boolean>();
  return (dir) => {
    let inside = found.get(dir);
    if (inside === undefined) {
      try {
        root ??= realpathSync(outDir);
        const folder = realpathSync(dir);
        inside = folder === root || isInside(root, folder);
      } catch {
        inside = false;
      }
      found.set(dir, inside);
    }
    return inside;
  };
}

/**
 * Remove the files the last build wrote, each unless a link on its way leads out of the out dir;
 * then the folders they leave empty.
 */
async function removeWritten(outDir: string, files: string[]): Promise<void> {
  const inside = insideOf(outDir);
  const emptied = new Set<string>();
  await inBatches(files, async (file) => {
    const path = join(outDir, file);
    const found = lstatSync(path, { throwIfNoEntry: false });
    if (!found || found.isDirectory()) return;
    const dir = dirname(path);
    if (!inside(dir)) return;
    await unlink(path);
    emptied.add(dir);
  });
  // the deepest first: a folder emptied of its folders goes too
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) await removeEmptyFolders(dir, outDir);
}

/** rmdir `from` and its parents up to `until` (excluded) while they are empty. */
async function removeEmptyFolders(from: string, until: string): Promise<void> {
  for (let dir = from; dir !== until && isInside(until, dir); dir = dirname(dir)) {
    const removed = await rmdir(dir).then(
      () => true,
      () => false,
    );
    if (!removed) return;
  }
}

/** Every file under `dir` (not folders), '/'-separated and relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += REMOVE_BATCH) await Promise.all(items.slice(start, start + REMOVE_BATCH).map(work));
}

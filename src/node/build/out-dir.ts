/**
 * The out dir of a build that may hold an earlier build's output. Files are written over the old
 * ones (writing over a file is much cheaper than creating it, so a rebuild that writes the same
 * names costs less), and what this build did not write is removed at the end, so the out dir holds
 * exactly what a build into an empty folder holds. What this build wrote is told by the time of
 * change: every file it writes is newer than the mark it leaves at its start. A file an earlier build
 * wrote can also be kept as it is, when its name tells its content (a content-hashed chunk) and its
 * size is the one it was written with: it counts as written by this build.
 */
import { readdirSync, statSync } from 'node:fs';
import { mkdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MARK = '.quire-build-started';

export interface OutDir {
  /**
   * keep `file` (relative to the out dir) as an earlier build wrote it, when it is there with `size`
   * bytes; false when it is not, and the build has to write it
   */
  keep(file: string, size: number): boolean;
  /** remove every file and folder of the out dir that this build did not write or keep */
  removeStale(): Promise<void>;
}

export async function openOutDir(outDir: string): Promise<OutDir> {
  await mkdir(outDir, { recursive: true });
  const mark = join(outDir, MARK);
  await writeFile(mark, '');
  const since = (await stat(mark)).mtimeMs;
  const kept = new Set<string>();
  // the newest stale file is from an earlier build, which ended before this one's compile began; the
  // folders are read and the files' times asked at once (the system has them in memory), the removals waited for
  const prune = async (dir: string): Promise<boolean> => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const left = await Promise.all(
      entries.map(async (entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return prune(path);
        if (path !== mark && (kept.has(path) || statSync(path).mtimeMs >= since)) return true;
        await rm(path, { force: true });
        return false;
      }),
    );
    if (left.some(Boolean) || dir === outDir) return true;
    await rmdir(dir);
    return false;
  };
  return {
    keep(file, size) {
      const path = join(outDir, file);
      const found = statSync(path, { throwIfNoEntry: false });
      if (!found?.isFile() || found.size !== size) return false;
      kept.add(path);
      return true;
    },
    removeStale: async () => void (await prune(outDir)),
  };
}

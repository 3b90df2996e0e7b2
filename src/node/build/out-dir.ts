/**
 * The out dir of a build that may hold an earlier build's output. Files are written over the old
 * ones (writing over a file is much cheaper than creating it, so a rebuild that writes the same
 * names costs less), and what this build did not write is removed at the end, so the out dir holds
 * exactly what a build into an empty folder holds. What this build wrote is told by the time of
 * change: every file it writes is newer than the mark it leaves at its start.
 */
import { mkdir, readdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MARK = '.quire-build-started';

export interface OutDir {
  /** remove every file and folder of the out dir that this build did not write */
  removeStale(): Promise<void>;
}

export async function openOutDir(outDir: string): Promise<OutDir> {
  await mkdir(outDir, { recursive: true });
  const mark = join(outDir, MARK);
  await writeFile(mark, '');
  const since = (await stat(mark)).mtimeMs;
  // the newest stale file is from an earlier build, which ended before this one's compile began
  const prune = async (dir: string): Promise<boolean> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const kept = await Promise.all(
      entries.map(async (entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return prune(path);
        if (path !== mark && (await stat(path)).mtimeMs >= since) return true;
        await rm(path, { force: true });
        return false;
      }),
    );
    if (kept.some(Boolean) || dir === outDir) return true;
    await rmdir(dir);
    return false;
  };
  return { removeStale: async () => void (await prune(outDir)) };
}

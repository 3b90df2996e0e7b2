/**
 * Folders a build makes for itself carry its process id in their name ('pages-1234-x1y2z3'); a
 * build killed before it could remove them leaves them behind, and the next build removes those
 * whose process has ended.
 */
import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Whether a process with this id runs (one of another user's counts: it cannot be signalled). A
 * zombie has ended: a build whose command was killed outright ends with no parent left to reap
 * it, and where the first process of a container reaps nothing it stays a zombie.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** On Linux, from the process's state, which follows its name in parentheses; elsewhere false. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

/** Remove the folders in `parent` named `<prefix><pid>-…` whose process has ended. */
export async function removeFoldersOfEndedBuilds(parent: string, prefix: string): Promise<void> {
  const names = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      if (!name.startsWith(prefix)) return;
      const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
      if (pid > 0 && !isRunning(pid)) await rm(join(parent, name), { recursive: true, force: true });
    }),
  );
}

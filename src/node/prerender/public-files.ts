/**
 * The content's public/ folder, copied as it is to the root of the out dir, before the client
 * bundle is written (whose files win over a public file of the same name, as in Vite, which the
 * build no longer asks to copy it). A file or folder that the listing found and that is gone when
 * it is read was removed while the build ran: an error naming it, and the build stops after the
 * copy with every such error.
 */
import type { Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Log } from '../diagnostics';
import { removedFileDiagnostic, removedPath } from '../site/removed-files';
import { stopOnRemoved } from './stop-on-removed';

/** The public folder of a content folder. */
export const publicDirOf = (contentDir: string) => join(contentDir, 'public');

/**
 * Every file under `dir` (folders and links to folders followed), skipping `skip` (an out dir
 * inside it). A folder gone before it is read goes to `removed`; no files without `dir` itself.
 */
export async function listPublicFiles(
  dir: string,
  { contentDir, skip, removed }: { contentDir: string; skip: string; removed: Set<string> },
): Promise<string[]> {
  const walk = async (folder: string): Promise<string[]> => {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      const path = removedPath(error, contentDir);
      if (path === undefined) throw error;
      // a site without a public folder has nothing to copy
      if (folder !== dir) removed.add(path);
      return [];
    }
    const nested = await Promise.all(
      entries.map(async (entry) => {
        const path = join(folder, entry.name);
        if (path === skip) return [];
        const isFolder =
          entry.isDirectory() || (entry.isSymbolicLink() && (await stat(path).catch(() => undefined))?.isDirectory() === true);
        return isFolder ? walk(path) : [path];
      }),
    );
    return nested.flat();
  };
  return walk(dir);
}

/** Copy `files` (under `dir`) to the same places under outDir; one gone by then goes to `removed`. */
export async function copyPublicFiles(
  files: string[],
  { dir, outDir, contentDir, removed }: { dir: string; outDir: string; contentDir: string; removed: Set<string> },
): Promise<void> {
  for (const src of files) {
    const dest = join(outDir, relative(dir, src));
    await mkdir(dirname(dest), { recursive: true });
    await copyFile(src, dest).catch((error: unknown) => {
      const path = removedPath(error, contentDir);
      if (path === undefined) throw error;
      removed.add(path);
    });
  }
}

/** The build's step: list, copy, then stop on what was removed meanwhile. */
export async function writePublicFiles(contentDir: string, { outDir, log }: { outDir: string; log: Log }): Promise<void> {
  const dir = publicDirOf(contentDir);
  const removed = new Set<string>();
  const files = await listPublicFiles(dir, { contentDir, skip: outDir, removed });
  await copyPublicFiles(files, { dir, outDir, contentDir, removed });
  const diagnostics = [...removed].map((path) => removedFileDiagnostic(path, files.includes(path) ? 'file' : 'folder'));
  stopOnRemoved(diagnostics, log);
}

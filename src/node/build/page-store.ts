/**
 * Compiled page trees of one build, kept on disk between the compile and the steps that read them
 * again (page chunks, render): held in memory, thousands of trees would grow the build's memory
 * with every page. The folder is the build's own and is removed with `dispose`.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Root } from 'hast';

/** Where a build keeps its page stores, relative to the project root. */
export const BUILD_WORK_DIR = '.vite/build';

export interface PageStore {
  write(key: number, tree: Root): Promise<void>;
  read(key: number): Promise<Root>;
  dispose(): Promise<void>;
}

/** A store in a fresh folder under `parent` (created if missing). */
export async function createPageStore(parent: string): Promise<PageStore> {
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, `pages-${process.pid}-`));
  const fileOf = (key: number) => join(dir, `${key}.json`);
  return {
    write: (key, tree) => writeFile(fileOf(key), JSON.stringify(tree)),
    read: async (key) => JSON.parse(await readFile(fileOf(key), 'utf8')) as Root,
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

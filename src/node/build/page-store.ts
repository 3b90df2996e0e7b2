/**
 * Compiled page trees, Markdown twins and search records of one build, kept on disk between the compile and the
 * steps that read them again (page chunks, render, twins): held in memory, thousands of them would
 * grow the build's memory with every page. The folder is the build's own and is removed with `dispose`.
 * A page is read at once rather than through the thread pool: its file was just written and is in
 * the system's memory, where a waiting read costs several times what it reads.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Root } from 'hast';

/** Where a build keeps its page stores, relative to the project root. */
export const BUILD_WORK_DIR = '.vite/build';

export interface PageStore {
  /** a page's tree, as JSON */
  write(key: number, tree: string): Promise<void>;
  /** a page's tree kept elsewhere (the build cache): `load` gives its JSON when it is read */
  writeLater(key: number, load: () => Promise<string>): Promise<void>;
  read(key: number): Promise<Root>;
  writeTwin(key: number, markdown: string): Promise<void>;
  readTwin(key: number): Promise<string>;
  /** a page's search parts (PageSearchParts), as JSON */
  writeSearchParts(key: number, parts: string): Promise<void>;
  /** a page's search parts kept elsewhere (the build cache): `load` gives their JSON when they are read */
  writeSearchPartsLater(key: number, load: () => Promise<string>): Promise<void>;
  readSearchParts(key: number): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * A store in a fresh folder under `parent` (created if missing), removed by `dispose`; or, with
 * `kept`, in that folder, left for the next build to write over (writing over a file costs much
 * less than creating it). Every page a build reads from the store is written by that build first.
 */
export async function createPageStore(parent: string, kept?: string): Promise<PageStore> {
  await mkdir(kept ?? parent, { recursive: true });
  const dir = kept ?? (await mkdtemp(join(parent, `pages-${process.pid}-`)));
  const fileOf = (key: number) => join(dir, `${key}.json`);
  const loaders = new Map<number, () => Promise<string>>();
  const partsLoaders = new Map<number, () => Promise<string>>();
  const partsFile = (key: number) => join(dir, `${key}.search.json`);
  return {
    write: (key, tree) => writeFile(fileOf(key), tree),
    writeLater: async (key, load) => void loaders.set(key, load),
    read: async (key) => JSON.parse(await (loaders.get(key)?.() ?? readFileSync(fileOf(key), 'utf8'))) as Root,
    writeTwin: (key, markdown) => writeFile(join(dir, `${key}.md`), markdown),
    readTwin: async (key) => readFileSync(join(dir, `${key}.md`), 'utf8'),
    writeSearchParts: (key, parts) => writeFile(partsFile(key), parts),
    writeSearchPartsLater: async (key, load) => void partsLoaders.set(key, load),
    readSearchParts: async (key) => partsLoaders.get(key)?.() ?? readFileSync(partsFile(key), 'utf8'),
    dispose: async () => {
      if (!kept) await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Compiled page trees, Markdown twins and search records of one build, kept on disk between the compile and the
 * steps that read them again (page chunks, render, twins): held in memory, thousands of them would
 * grow the build's memory with every page. They are kept in one file of the build's own folder
 * (pack-file.ts), which `dispose` closes and removes.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Root } from 'hast';
import { removeFoldersOfEndedBuilds } from './ended-builds';
import { openPackFile } from './pack-file';

/** Where a build keeps its page stores, relative to the project root. */
export const BUILD_WORK_DIR = '.vite/build';
const STORE_PREFIX = 'pages-';

export interface PageStore {
  /** a page's tree, as JSON (or its UTF-8 bytes) */
  write(key: number, tree: string | Uint8Array): Promise<void>;
  /** a page's tree kept elsewhere (the build cache): `load` gives its JSON's bytes when it is read */
  writeLater(key: number, load: () => Promise<Buffer>): Promise<void>;
  read(key: number): Promise<Root>;
  /** a page's tree as the JSON it was written as, in UTF-8 bytes */
  readBytes(key: number): Promise<Buffer>;
  writeTwin(key: number, markdown: string): Promise<void>;
  readTwin(key: number): Promise<string>;
  /** a page's search parts (PageSearchParts), as JSON (or its UTF-8 bytes) */
  writeSearchParts(key: number, parts: string | Uint8Array): Promise<void>;
  /** a page's search parts kept elsewhere (the build cache): `load` gives their JSON's bytes when they are read */
  writeSearchPartsLater(key: number, load: () => Promise<Buffer>): Promise<void>;
  readSearchParts(key: number): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * A store in a fresh folder under `parent` (created if missing), removed by `dispose`. Every page a
 * build reads from the store is written by that build first.
 */
export async function createPageStore(parent: string): Promise<PageStore> {
  await mkdir(parent, { recursive: true });
  await removeFoldersOfEndedBuilds(parent, STORE_PREFIX);
  const dir = await mkdtemp(join(parent, `${STORE_PREFIX}${process.pid}-`));
  const pack = openPackFile(join(dir, 'pages.pack'));
  const loaders = new Map<number, () => Promise<Buffer>>();
  const partsLoaders = new Map<number, () => Promise<Buffer>>();
  const stored = (name: string) => {
    const bytes = pack.readBytes(name);
    if (bytes === undefined) throw new Error(`page store: ${name} was never written`);
    return bytes;
  };
  const readBytes = async (key: number) => loaders.get(key)?.() ?? stored(`${key}.json`);
  return {
    write: async (key, tree) => pack.write(`${key}.json`, tree),
    writeLater: async (key, load) => void loaders.set(key, load),
    read: async (key) => JSON.parse((await readBytes(key)).toString('utf8')) as Root,
    readBytes,
    writeTwin: async (key, markdown) => pack.write(`${key}.md`, markdown),
    readTwin: async (key) => stored(`${key}.md`).toString('utf8'),
    writeSearchParts: async (key, parts) => pack.write(`${key}.search.json`, parts),
    writeSearchPartsLater: async (key, load) => void partsLoaders.set(key, load),
    readSearchParts: async (key) => ((await partsLoaders.get(key)?.()) ?? stored(`${key}.search.json`)).toString('utf8'),
    dispose: async () => {
      pack.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

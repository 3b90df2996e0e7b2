/**
 * A build's page chunks, written by the build itself rather than bundled: a page's chunk is data (its
 * record and its tree) plus an import of its section's sidebar chunk, so it needs no bundler, and
 * thousands of pages never sit in the bundler's memory at once. Each chunk is content-hashed like the
 * bundler's files (`quick-start-<hash>.js`), loads lazily on navigation and hover, and is listed in
 * the client manifest under its Markdown file.
 */
import { createHash } from 'node:crypto';
import type { Kept, Reuse } from '../cache/build-cache';
import { entryKey } from '../cache/entry-key';
import type { OutDir } from './out-dir';
import { basename, dirname } from 'node:path';
import type { Manifest } from 'vite';
import { jsonForScript } from '../../shared/escape';
import { withBase, withoutPageExtension } from '../../shared/routes';
import type { SidebarItem } from '../../shared/types';
import type { SiteState } from '../site/site-state';
import { routeSidebar, sidebarCode } from '../site/route-sidebar';
import type { PageChunkUrls } from '../site/route-table-code';
import type { BuiltPage } from './compile-pages';
import type { PageDataSource } from './page-data';
import type { PageStore } from './page-store';
import { WRITE_BATCH, writeOut } from './render-routes';
import { inOrderBatches } from './batches';

const ASSETS_DIR = 'assets';
/** A chunk's name, as the bundler names a module's: its file name, a folder's for an index ('guide/index.md' -> 'guide'). */
function chunkName(filePath: string): string {
  const name = withoutPageExtension(basename(filePath));
  return name === 'index' ? basename(dirname(filePath)) : name;
}

/** A chunk's file under the out dir: '<name>-<hash>.js', the hash a digest of its text. */
function chunkFile(name: string, code: string | Uint8Array): string {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return `${ASSETS_DIR}/${name}-${hash}.js`;
}

/** A page chunk: its file under the out dir and its code, in bytes (encoded once, for its hash, the cache and the file). */
interface Chunk {
  file: string;
  code: Buffer;
}

/** A chunk as the build cache keeps it: its file on the first line (a file name has no newline), then its code, in bytes. */
const chunkBytes = ({ file, code }: Chunk) => Buffer.concat([Buffer.from(`${file}\n`), code]);

/**
 * A chunk read back from its bytes. Its file name is decoded on its own: a slice of the whole text
 * would keep the whole chunk in memory for as long as the name lives, and a build keeps every
 * chunk's name until it ends.
 */
function chunkOfBytes(bytes: Buffer): { file: string; code: Buffer } {
  const newline = bytes.indexOf(0x0a);
  return { file: bytes.toString('utf8', 0, newline), code: bytes.subarray(newline + 1) };
}

export interface PageChunks {
  /** route path -> the URLs the client route table imports */
  urls: Map<string, PageChunkUrls>;
  /** the client manifest with every page chunk and sidebar chunk added (keyed by source file, like the bundler's) */
  withChunks(manifest: Manifest): Manifest;
}

/** The file and size in bytes of each chunk an earlier build made, under a digest of what it is made of. */
export type ChunkFiles = Kept<[key: string, file: string, size: number][]>;

/**
 * Write every page's chunk and each section's sidebar chunk into outDir, a few pages at a time. With
 * `reuse`, a chunk may come from an earlier build (the build cache), named by what it is made of.
 * With `files` too, a chunk an earlier build wrote into this out dir is kept there as it is (its name
 * is a hash of its code), and neither read nor written again.
 */
export async function writePageChunks(
  state: SiteState,
  pages: BuiltPage[],
  {
    outDir,
    store,
    data,
    reuse = (_inputs, make) => make(),
    files,
    out,
  }: { outDir: string; store: PageStore; data: PageDataSource; reuse?: Reuse<Buffer>; files?: ChunkFiles; out?: OutDir },
): Promise<PageChunks> {
  const { base } = state.site;
  const sidebarFiles = new Map<string, string>();
  const sidebarFileOf = async (id: string, items: SidebarItem[]) => {
    let file = sidebarFiles.get(id);
    if (file === undefined) {
      const code = sidebarCode(items);
      file = chunkFile('sidebar', code);
      sidebarFiles.set(id, file);
      await writeOut(outDir, file, code);
    }
    return file;
  };
  const urls = new Map<string, PageChunkUrls>();
  const entries: Manifest = {};
  const earlier = new Map(((files && (await files.read(['chunks']))) ?? []).map(([key, file, size]) => [key, { file, size }]));
  const made: [key: string, file: string, size: number][] = [];
  const write = async (built: BuiltPage) => {
    const sidebar = routeSidebar(built.route, state.site);
    const sidebarFile = sidebar ? await sidebarFileOf(sidebar.id, sidebar.items) : undefined;
    // the tree of a page whose data leaves it as stored goes from its stored JSON's bytes to the chunk
    // as they are; JSON as it is, not escaped for a script: a module file is not inside a script element
    const plain = data.plainRecord(built);
    const pageAndTree = async (): Promise<[page: string, tree: Buffer]> => {
      if (plain) return [JSON.stringify(plain), await store.readBytes(built.key)];
      const { page, tree } = await data.pageData(built, await store.read(built.key));
      return [JSON.stringify(page), Buffer.from(JSON.stringify(tree))];
    };
    const make = async (): Promise<Chunk> => {
      const [page, tree] = await pageAndTree();
      // JSON is a JavaScript expression of the same value, printed compact: the module needs no
      // minifier, which would only print the same values a little shorter
      const sidebarLine = sidebarFile ? `export{sidebar}from${JSON.stringify(`./${basename(sidebarFile)}`)};` : 'export const sidebar=[];';
      const code = Buffer.concat([Buffer.from(`${sidebarLine}\nexport const page=${page};\nexport const tree=`), tree, Buffer.from(';\n')]);
      return { file: chunkFile(chunkName(built.route.filePath), code), code };
    };
    // a chunk is its record, its stored tree and its sidebar chunk: known without reading the tree
    const record = built.treeKey === undefined ? undefined : plain;
    if (!record) {
      const { file, code } = await make();
      await writeOut(outDir, file, code);
      return { file, sidebarFile };
    }
    const inputs = [built.treeKey, jsonForScript(record), sidebarFile ?? '', built.route.filePath];
    const key = entryKey(...inputs);
    const known = earlier.get(key);
    if (known && out?.keep(known.file, known.size)) {
      made.push([key, known.file, known.size]);
      return { file: known.file, sidebarFile };
    }
    const { file, code } = chunkOfBytes(await reuse(inputs, async () => chunkBytes(await make())));
    await writeOut(outDir, file, code);
    made.push([key, file, code.length]);
    return { file, sidebarFile };
  };
  await inOrderBatches(pages, WRITE_BATCH, write, ({ file, sidebarFile }, built) => {
    urls.set(built.route.path, { page: withBase(`/${file}`, base), sidebar: sidebarFile && withBase(`/${sidebarFile}`, base) });
    const src = state.projectPath(built.route.filePath);
    entries[src] = { file, src, isDynamicEntry: true, ...(sidebarFile ? { imports: [sidebarFile] } : {}) };
  });
  for (const file of new Set(sidebarFiles.values())) entries[file] = { file };
  if (files && (made.length !== earlier.size || made.some(([key, file]) => earlier.get(key)?.file !== file)))
    await files.write(['chunks'], made);
  return { urls, withChunks: (manifest) => ({ ...manifest, ...entries }) };
}

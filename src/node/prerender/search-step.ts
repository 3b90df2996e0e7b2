import type { Kept, Reuse } from '../cache/build-cache';
import type { OutDir } from './out-dir';
import { entryKey } from '../cache/entry-key';
import { searchIndexMetaContent, usesLocalIndex } from '../search/search-index';
import { withBase } from '../../shared/routes';
import { INDEX_FORMAT_VERSION } from '../../shared/search-index-format';
import { isMultiVersion, searchIndexKey } from '../../shared/versions';
import { WRITE_BATCH, writeOut } from './render-routes';
import { inOrderBatches } from './batches';
import { SEARCH_DIR } from '../search/index-pieces';
import {
  assembledHere,
  AssemblyThreadGone,
  indexOfBytes,
  readSearchParts,
  type IndexAssembly,
  type IndexAssemblyOf,
  type IndexInput,
  type SearchPartsJson,
} from '../search/index-assembly';
import type { LinkDescription } from '../search/search-records';
import type { SiteState } from '../site/site-state';
import type { Lang } from '../../shared/types';

/** A page with search records, as the search step reads it. */
export interface PageSearchSource {
  lang: Lang;
  routePath: string;
  /** with a cache: a digest of what its search parts are made of (the same key, the same parts) */
  key?: string;
  /** its search parts, read when asked for */
  parts(): Promise<SearchPartsJson>;
}

/** What the search step keeps in the build cache. */
export interface SearchCache {
  /** a language's index: its manifest's name, then each file's name and length, a line each, then their bytes one after another */
  files: Reuse<Buffer>;
  /** a page's share of its language's index file (JSON of a PageIndexPart), under the key of what it is made of */
  shares: Kept<string>;
  /** what each page's lists of links say about other pages, under its search parts' key */
  links: Kept<[key: string, links: LinkDescription[]][]>;
}

/** A piece of an index, in its folder (`search/en.<digest>/t0.json`), not a manifest (`search/en.<digest>.json`). */
const inFolder = (file: string) => file.split('/').length === 3;

/** The folders of `lang`'s indexes the last build wrote ('search/en.<digest>'): one per version. */
function earlierFolders(written: ReadonlySet<string>, lang: Lang): string[] {
  const prefix = `${SEARCH_DIR}/${lang}.`;
  const folders = new Set<string>();
  for (const file of written) if (file.startsWith(prefix) && inFolder(file)) folders.add(file.slice(0, file.lastIndexOf('/')));
  return [...folders];
}

/** What other pages' lists of links say about each route (its page record's `mentions`), in route order. */
function collectMentions(links: LinkDescription[][]): Map<string, string[]> {
  const mentions = new Map<string, string[]>();
  for (const list of links) {
    for (const { target, text } of list) {
      if (!text) continue;
      const said = mentions.get(target) ?? [];
      if (!said.includes(text)) said.push(text);
      mentions.set(target, said);
    }
  }
  return mentions;
}

/** Pages sent to the thread that makes an index at a time: the next batch is read while it indexes one. */
const ASSEMBLY_BATCH = 32;

/**
 * The local search index of a build, written into outDir: one language at a time, each file written
 * as soon as it is built. Each language's index is made by `assemblyOf` (by default in this thread;
 * a build has its worker thread make it while this one writes the page chunks and runs the bundler),
 * and made again here should that thread be gone. A page's share of its language's index depends
 * on its search parts and on what every page's lists of links say about it (its `mentions`). With
 * `cache`, a language whose shares are all the same as in an earlier build takes its file from
 * there, and otherwise only the pages whose share changed are indexed again; a page's search parts
 * are read only then. With `out`, a file the last build wrote into the out dir with the same name
 * and size is kept there as it is: each file's folder and the manifest are named by a digest of the
 * language's whole index, so the name tells the content, and a language whose index did not change
 * writes nothing. Returns the content of every page's index meta tag; none for a site without the
 * local index (Algolia, or search off).
 */
export async function writeSearchIndex(
  state: SiteState,
  {
    outDir,
    pages,
    cache,
    out,
    assemblyOf = assembledHere,
  }: {
    outDir: string;
    pages: PageSearchSource[];
    cache?: SearchCache;
    out?: Pick<OutDir, 'keep' | 'earlier' | 'linkEarlier'>;
    assemblyOf?: IndexAssemblyOf;
  },
): Promise<string | undefined> {
  if (!usesLocalIndex(state.site)) return undefined;
  const { base } = state.site;
  const keptLinks = new Map((cache && (await cache.links.read(['links']))) ?? []);
  const links: LinkDescription[][] = [];
  // read when needed and not kept: thousands of pages' records would fill memory
  for (const page of pages)
    links.push((page.key !== undefined && keptLinks.get(page.key)) || readSearchParts(await page.parts()).linkDescriptions);
  if (cache && pages.some((page, i) => page.key !== undefined && keptLinks.get(page.key) !== links[i])) {
    await cache.links.write(
      ['links'],
      pages.flatMap((page, i) => (page.key === undefined ? [] : [[page.key, links[i]] as [string, LinkDescription[]]])),
    );
  }
  const mentions = collectMentions(links);
  links.length = 0;

  const urls: Partial<Record<string, string>> = {};
  const mv = state.site.multiVersion;
  const versions = isMultiVersion(mv) ? mv.versions : [''];
  const versionOf = new Map(versions.length > 1 ? state.routes.map((route) => [route.path, route.version]) : []);
  for (const [lang, version] of state.site.locales.flatMap((l) => versions.map((v) => [l.lang, v] as const))) {
    // one index per language and version: a reader searches the version they read
    const own = pages.filter((page) => page.lang === lang && (version === '' || versionOf.get(page.routePath) === version));
    const indexKey = searchIndexKey(lang, version, mv);
    const said = own.map((page) => mentions.get(page.routePath));
    const keys = own.map((page, i) => (page.key === undefined ? undefined : entryKey(INDEX_FORMAT_VERSION, page.key, said[i] ?? null)));
    const keyed = keys.every((key) => key !== undefined);
    const shares = cache && keyed ? cache.shares : undefined;
    const inputOf = async (page: PageSearchSource, i: number): Promise<IndexInput> => {
      const share = shares && (await shares.read([keys[i]]));
      return share === undefined ? { parts: await page.parts(), mentions: said[i] } : { share };
    };
    const build = async (assembly: IndexAssembly): Promise<Buffer> => {
      let indexing: Promise<unknown> = Promise.resolve();
      for (let from = 0; from < own.length; from += ASSEMBLY_BATCH) {
        const inputs = await Promise.all(own.slice(from, from + ASSEMBLY_BATCH).map((page, j) => inputOf(page, from + j)));
        await indexing;
        indexing = assembly
          .add(inputs)
          .then((made) => Promise.all(made.map((share, j) => share !== undefined && shares?.write([keys[from + j]], share))));
        // a failure is met where `indexing` is awaited next, once the next batch is read: not unhandled meanwhile
        indexing.catch(() => {});
      }
      await indexing;
      return assembly.finish();
    };
    const start = { lang, base, shares: shares !== undefined };
    const made = () =>
      build(assemblyOf(start)).catch((error: unknown) => {
        if (error instanceof AssemblyThreadGone) return build(assembledHere(start));
        throw error;
      });
    const digest = keyed ? entryKey(INDEX_FORMAT_VERSION, ...keys) : undefined;
    const index = indexOfBytes(lang, cache && digest ? await cache.files([indexKey, base, digest], made) : await made());
    // a piece the last build wrote with the same bytes, under the same name in its folder of this
    // language, is linked rather than written: an edit changes few pieces of thousands
    const earlier = out ? earlierFolders(out.earlier, lang) : [];
    const linked = ({ file, bytes }: { file: string; bytes: Buffer }) => {
      const name = file.slice(file.lastIndexOf('/') + 1);
      return out !== undefined && inFolder(file) && earlier.some((folder) => out.linkEarlier(file, `${folder}/${name}`, bytes));
    };
    // a language's index is hundreds of small files: a few are written at a time, so their waits overlap
    await inOrderBatches(
      out ? index.files.filter(({ file, bytes }) => !out.keep(file, bytes.length)) : index.files,
      WRITE_BATCH,
      async (piece) => {
        if (!linked(piece)) await writeOut(outDir, piece.file, piece.bytes);
      },
      () => {},
    );
    urls[indexKey] = withBase(`/${index.manifest}`, base);
  }
  return searchIndexMetaContent(urls) || undefined;
}

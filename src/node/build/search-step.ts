import { searchIndexMetaContent, usesLocalIndex, writeIndexFiles } from '../search/search-index';
import { indexFilesFromParts } from '../search/index-from-parts';
import type { SiteState } from '../site/site-state';
import type { Lang } from '../../shared/types';

/**
 * The local search index of a build, written into outDir once the bundles are built: from the search
 * records the compile left on disk (these files, in route order), one language at a time, each
 * file written as soon as it is built. It runs on the main thread, in the memory the compile freed:
 * a worker thread would need a heap of its own on top of the build's. Returns the content of every
 * page's index meta tag; none for a site without the local index (Algolia, or search off).
 */
export async function writeSearchIndex(state: SiteState, { outDir, partFiles }: { outDir: string; partFiles: string[] }): Promise<string | undefined> {
  if (!usesLocalIndex(state.site)) return undefined;
  const { base } = state.site;
  const urls: Partial<Record<Lang, string>> = {};
  for (const output of indexFilesFromParts({ files: partFiles, langs: state.site.locales.map((l) => l.lang), base })) {
    Object.assign(urls, (await writeIndexFiles(outDir, [output], base)).urls);
  }
  return searchIndexMetaContent(urls) || undefined;
}

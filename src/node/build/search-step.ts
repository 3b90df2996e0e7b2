import type { Log } from '../diagnostics';
import { searchIndexMetaContent, usesLocalIndex, writeIndexFiles, type IndexFileOutput } from '../search/search-index';
import { startSearchIndexThread } from '../workers/search-index-thread';
import type { SiteState } from '../site/site-state';

/** The local search index of a build: started in a worker thread after the compile, written before the pages render. */
export interface SearchIndexStep {
  /** start building the index files off the main thread, from these files of page search parts (route order) */
  start(partFiles: string[]): void;
  /** write the index files into outDir; returns the content of every page's index meta tag, if any */
  write(outDir: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/** A site without the local index (Algolia, or search off) gets a step that does nothing. */
export function searchIndexStep(state: SiteState, { root, log }: { root: string; log: Log }): SearchIndexStep {
  if (!usesLocalIndex(state.site)) return { start() {}, write: async () => undefined, close: async () => {} };
  const thread = startSearchIndexThread({
    root,
    onFallback: (reason) => log(`warning search-index the worker thread failed (${reason}); index built on the main thread`),
  });
  let files: Promise<IndexFileOutput[]> = Promise.resolve([]);
  return {
    start(partFiles) {
      files = thread.build({ parts: { files: partFiles, langs: state.site.locales.map((l) => l.lang), base: state.site.base } });
    },
    async write(outDir) {
      const { urls } = await writeIndexFiles(outDir, await files, state.site.base);
      return searchIndexMetaContent(urls) || undefined;
    },
    close: () => thread.close(),
  };
}

/**
 * The build, top to bottom: what `npm run build` runs (cli.ts parses the flags).
 *
 *   1. load the site config and scan the content
 *   2. compile every page (or take it from the build cache) and check every link
 *   3. page chunks, then the client bundle
 *   4. server render (the theme's prebuilt one, or a bundle with the site's components)
 *   5. search index (made in a worker thread while 3 and 4 run)
 *   6. render and write every route
 *   7. the files around the pages (the Markdown twins while 6 renders)
 *
 * Each step is a function from src/node/prerender; to customise the pipeline, change this file.
 * A step that finds a problem prints it with its file and line and stops the build with a
 * BuildFailure; the out dir is then left exactly as it was.
 *
 * Memory stays bounded as the site grows: each page is reduced to its record, its Markdown twin and
 * its search records right after its compile, its tree waits on disk (prerender/page-store.ts), and the
 * chunk and render steps take a few pages at a time. No page goes through the bundler.
 *
 * With a cache folder (the command line's default), what a page's compile, tree, chunk and document
 * and each language's search index give is kept there and reused by the next build when their inputs
 * are the same (src/node/cache/). The link check and the site files are always redone; a cached chunk or
 * document is keyed by what it shows of other pages (alternates, sidebar, the route table).
 *
 * The out dir is the user's folder: one that holds their work (the project, the content, a repository)
 * is refused before anything starts (prerender/out-dir-guard.ts). The steps write into a stage inside it;
 * only a build without errors moves the staged files in and removes the files the last build wrote
 * and this one did not, never a file quire did not write (prerender/out-dir.ts).
 */
import { join, resolve } from 'node:path';
import { asProductionBuild, buildClient, buildServer } from './src/node/prerender/bundles';
import { openOutDir } from './src/node/prerender/out-dir';
import { outDirProblem } from './src/node/prerender/out-dir-guard';
import { readWrittenList } from './src/node/prerender/written-list';
import { buildHighlightThread, compileAndCheck, type BuiltPage } from './src/node/prerender/compile-pages';
import { BuildFailure, plural, stopOnErrors } from './src/node/prerender/failure';
import { loadSite } from './src/node/prerender/load-site';
import { firstVisitAssets, renderPages } from './src/node/prerender/render-routes';
import { writePageChunks } from './src/node/prerender/page-chunks';
import { KEPT_BLOCKS } from './src/node/cache/page-blocks';
import { builtPageLoader, createPageDataSource } from './src/node/prerender/page-data';
import { BUILD_WORK_DIR, createPageStore } from './src/node/prerender/page-store';
import { writeSearchIndex, type SearchCache } from './src/node/prerender/search-step';
import { startIndexThread, type IndexThread } from './src/node/workers/index-thread';
import { workerFallbackWarning } from './src/node/workers/worker-requests';
import { bothSettled } from './src/node/prerender/side-by-side';
import { writeMarkdownTwins, writeSiteFiles } from './src/node/prerender/site-files';
import { writePublicFiles } from './src/node/prerender/public-files';
import { isInside, writeClientManifest } from './src/node/prerender/client-manifest';
import { openBuildCache, type BuildCache } from './src/node/cache/build-cache';
import { entryKey } from './src/node/cache/entry-key';
import type { SiteState } from './src/node/site/site-state';
import type { PageChunkUrls } from './src/node/site/route-table-code';
import type { PageCacheStats } from './src/node/cache/page-cache';

export { BuildFailure };

export interface BuildOptions {
  /** project root (where client-entry.tsx lives) */
  root: string;
  /** folder holding site.config.ts, en/, zh/ and public/; default <root>/content */
  contentDir?: string;
  outDir?: string;
  /** serve path that replaces the site config's `base` ('/docs/'): one content tree, several hosts */
  base?: string;
  /**
   * also write the client bundle's manifest (source file -> hashed chunk) here, for tools and tests;
   * it must lie outside outDir, which is published as it is
   */
  manifestFile?: string;
  /**
   * keep compiled pages here and reuse them in the next build (src/node/cache/); no cache when
   * undefined. The command line passes node_modules/.cache/quire unless --no-cache.
   */
  cacheDir?: string;
  /** how the caller named the out dir, for the message that refuses one ('--out' on the command line) */
  outDirOption?: string;
  log?: (line: string) => void;
}

export interface BuildSummary {
  pages: number;
  warnings: number;
  /** 'compile 3.10 s', 'client 1.20 s', ... */
  phases: string[];
  /** pages taken from the cache and pages compiled, when the build used a cache */
  cache?: PageCacheStats;
}

/** Build the site into outDir. Throws BuildFailure after printing what went wrong. */
export async function buildSite({
  root,
  contentDir = join(root, 'content'),
  outDir = join(root, 'dist'),
  base,
  manifestFile,
  cacheDir,
  outDirOption = 'outDir',
  log = console.error,
}: BuildOptions): Promise<BuildSummary> {
  if (manifestFile && isInside(resolve(outDir), resolve(manifestFile))) {
    throw new BuildFailure(`Build failed: the manifest file ${manifestFile} is inside the out dir ${outDir}, which hosts publish`);
  }
  const refused = outDirProblem({ outDir, contentDir, root, option: outDirOption, written: await readWrittenList(outDir) });
  if (refused) throw new BuildFailure(refused);
  const phase = phaseTimer();

  // the highlight thread starts while the site loads (a rebuild waits for it to compile an edited page)
  const highlightThread = buildHighlightThread(root, log);
  const opened = async () => {
    // 1. load the site config and scan the content
    const state = await loadSite({ root, contentDir, base, log, cacheDir });
    const cache =
      cacheDir === undefined ? undefined : openBuildCache(cacheDir, { root, contentDir: state.contentDir, site: state.site }, log);
    return { state, cache, store: await createPageStore(join(root, BUILD_WORK_DIR)) };
  };
  const { state, cache, store } = await opened().catch(async (error: unknown) => {
    await highlightThread.close();
    throw error;
  });
  let startedIndexThread: IndexThread | undefined;
  try {
    // 2. compile every page (or take it from the cache) and check every link (code highlighted in a worker thread)
    const compiled = await compileAndCheck(state, {
      root,
      log,
      store,
      memo: cache?.compile,
      reuseOutputs: cache?.bytes('outputs'),
      highlightThread,
      blocks: cache?.kept(KEPT_BLOCKS),
    });
    // the search index is made in a thread of its own, not in the highlight thread with the grammars it holds
    await highlightThread.close();
    const indexThread = (startedIndexThread = startIndexThread({
      root,
      onFallback: (reason, work) => log(workerFallbackWarning(reason, work)),
    }));
    phase('compile');

    let renderWarnings = 0;
    const manifest = await asProductionBuild(async () => {
      // 3. page chunks (written by the build, a few pages at a time), then the client bundle; every
      // step writes into the out dir's stage, which only a build without errors publishes
      const out = await openOutDir(outDir);
      try {
        const stage = out.stage;
        // 5. search index: every page names the hashed index files in a meta tag. The index thread
        // makes each language's index while this thread writes the page chunks and the bundler
        // works; this thread reads the pages' search parts and writes the index files into the
        // stage's search folder, which no other step writes
        const searching = writeSearchIndex(state, {
          outDir: stage,
          pages: compiled.search,
          cache: cache && searchCache(cache),
          out,
          assemblyOf: indexThread.assemblyOf,
        }).finally(() => void indexThread.close());
        const bundles = async () => {
          const data = createPageDataSource(state, compiled.pages);
          const chunks = await writePageChunks(state, compiled.pages, {
            outDir: stage,
            store,
            data,
            reuse: cache?.bytes('chunks'),
            files: cache?.kept('chunk-files'),
            out,
          });
          await compiled.images.copyInto(stage);
          await writePublicFiles(state.contentDir, { outDir: stage, log });
          phase('chunks');
          const manifest = chunks.withChunks(await buildClient(state, stage, chunks.urls, log));
          phase('client');
          // 4. the server render: the theme's prebuilt one, or a bundle with the site's components; it holds no page
          const server = await buildServer(state, log, builtPageLoader(state, compiled.pages, { store, data }));
          phase('server');
          return { manifest, server, chunks };
        };
        const [{ manifest, server, chunks }, searchIndexMeta] = await bothSettled(bundles(), searching, {
          undoFirst: ({ server }) => server.dispose(),
        });
        phase('search');
        try {
          // 6. every route rendered and written, a few at a time, each page read from the store
          const assets = firstVisitAssets(manifest, state.site.base);
          // 7. the Markdown twins, written while the routes render (they read only the page store and
          // write only `.md` files), then the files around the pages
          const twins = { pages: compiled.pages, twinOf: (page: BuiltPage) => store.readTwin(page.key) };
          const [written] = await bothSettled(
            renderPages(state, server.entry, {
              outDir: stage,
              assets,
              searchIndexMeta,
              reuse: cache && documentReuse(cache, state, chunks.urls),
            }),
            writeMarkdownTwins(twins, stage),
          );
          phase('render');
          renderWarnings = stopOnErrors(written.diagnostics, {
            log,
            summary: (errors) => `Build failed: ${plural(errors, 'page')} failed to render`,
          });
          await writeSiteFiles(state, twins, { outDir: stage, assets, cspPolicy: written.cspPolicy });
        } finally {
          await server.dispose();
        }
        await out.publish();
        phase('files');
        return manifest;
      } catch (error) {
        await out.discard();
        throw error;
      }
    });
    if (manifestFile) await writeClientManifest(resolve(manifestFile), manifest);
    return { pages: compiled.pages.length, warnings: compiled.warnings + renderWarnings, phases: phase.done, cache: cache?.stats };
  } finally {
    // closed after the compile and once the search index is made; here too when the build stopped before that
    void highlightThread.close();
    void startedIndexThread?.close();
    await Promise.all([store.dispose(), cache?.prune()]);
  }
}

/**
 * A route's document (a template without assets and search meta), kept in the build cache under its
 * page chunk, which names its page data and sidebar by their hash, and the route table; the 404
 * pages have no chunk and always render.
 */
function documentReuse(
  cache: BuildCache,
  state: SiteState,
  chunks: Map<string, PageChunkUrls>,
): (path: string, make: () => Promise<Buffer>) => Promise<Buffer> {
  const routes = entryKey(state.routes);
  const documents = cache.bytes('documents');
  return (path, make) => {
    const chunk = chunks.get(path)?.page;
    return chunk ? documents([path, chunk, routes], make) : make();
  };
}

/** The search step's entries: each language's file, each page's share of it, and what each page's lists of links say. */
const searchCache = (cache: BuildCache): SearchCache => ({
  files: cache.bytes('search'),
  shares: cache.keptTexts('search-pages'),
  links: cache.kept('search-links'),
});

/** Call with a phase's name when it ends; `done` lists each phase with its duration. */
function phaseTimer(): ((name: string) => void) & { done: string[] } {
  let mark = performance.now();
  const done: string[] = [];
  return Object.assign(
    (name: string) => {
      const now = performance.now();
      done.push(`${name} ${((now - mark) / 1000).toFixed(2)} s`);
      mark = now;
    },
    { done },
  );
}

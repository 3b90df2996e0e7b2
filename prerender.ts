/**
 * The build, top to bottom: what `npm run build` runs (cli.ts parses the flags).
 *
 *   1. load the site config and scan the content
 *   2. compile every page and check every link
 *   3. client bundle
 *   4. server bundle
 *   5. render every route
 *   6. search index
 *   7. write the pages and the files around them
 *
 * Each step is a function from src/node/build; to customise the pipeline, change this file.
 * A step that finds a problem prints it with its file and line and stops the build with a
 * BuildFailure; nothing is left in the out dir looking complete.
 */
import { join, resolve } from 'node:path';
import { asProductionBuild, buildClient, buildServer } from './src/node/build/bundles';
import { compileAndCheck } from './src/node/build/compile-pages';
import { BuildFailure, plural, removeOutDirOnFailure, stopOnErrors } from './src/node/build/failure';
import { loadSite } from './src/node/build/load-site';
import { firstVisitAssets, renderRoutes, writePages } from './src/node/build/render-routes';
import { searchIndexStep } from './src/node/build/search-step';
import { writeMarkdownTwins, writeSiteFiles } from './src/node/build/site-files';
import { isInside, writeClientManifest } from './src/node/build/client-manifest';

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
  log?: (line: string) => void;
}

export interface BuildSummary {
  pages: number;
  warnings: number;
  /** 'compile 3.10 s', 'client 1.20 s', ... */
  phases: string[];
}

/** Build the site into outDir. Throws BuildFailure after printing what went wrong. */
export async function buildSite({ root, contentDir = join(root, 'content'), outDir = join(root, 'dist'), base, manifestFile, log = console.error }: BuildOptions): Promise<BuildSummary> {
  if (manifestFile && isInside(resolve(outDir), resolve(manifestFile))) {
    throw new BuildFailure(`Build failed: the manifest file ${manifestFile} is inside the out dir ${outDir}, which hosts publish`);
  }
  const phase = phaseTimer();

  // 1. load the site config and scan the content
  const state = await loadSite({ root, contentDir, base, log });
  const search = searchIndexStep(state, { root, log });
  try {
    // 2. compile every page and check every link (code highlighted in a worker thread)
    const { pages, warnings } = await compileAndCheck(state, { root, outDir, log });
    phase('compile');

    const { manifest, diagnostics } = await asProductionBuild(() =>
      removeOutDirOnFailure(outDir, async () => {
        // 3. client bundle, into outDir
        const manifest = await buildClient(state, outDir);
        phase('client');
        // 4. server bundle, in a folder of its own
        const server = await buildServer(state);
        phase('server');
        try {
          // 6 starts here: the search index builds in a worker thread while the pages render
          search.start(pages);
          // 5. render every route and each language's 404 page
          const { rendered, diagnostics: renderProblems } = await renderRoutes(state, server.entry);
          // 6. search index: every page names the hashed index files in a meta tag
          const searchIndexMeta = await search.write(outDir);
          // 7. the pages, their Markdown twins and the files around them
          const assets = firstVisitAssets(manifest, state.site.base);
          const written = await writePages(state, rendered, { outDir, assets, searchIndexMeta });
          await writeMarkdownTwins(pages, outDir);
          await writeSiteFiles(state, pages, { outDir, assets, cspPolicy: written.cspPolicy });
          phase('prerender');
          return { manifest, diagnostics: [...renderProblems, ...written.diagnostics] };
        } finally {
          await server.dispose();
        }
      }),
    );
    const renderWarnings = await stopOnErrors(diagnostics, { log, outDir, summary: (errors) => `Build failed: ${plural(errors, 'page')} failed to render` });
    if (manifestFile) await writeClientManifest(resolve(manifestFile), manifest);
    return { pages: pages.length, warnings: warnings + renderWarnings, phases: phase.done };
  } finally {
    await search.close();
  }
}

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

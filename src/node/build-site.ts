import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Manifest } from 'vite';
import { createSiteState } from './plugin';
import { SERVER_OUT_DIR, viteBuildConfig } from './vite-config';
import { reportDiagnostics, type Log } from './diagnostics';
import { importSiteConfig, siteConfigDiagnostics } from './site-config-file';
import { buildSearchRecords } from './search-records';
import { usesLocalIndex, type IndexFileOutput } from './search-index';
import { startSearchIndexThread } from './search-index-thread';
import { startHighlightThread } from './highlight-thread';
import { isInside, takeClientManifest, writeClientManifest } from './client-manifest';
import { prerender } from '../../prerender';
import type { Diagnostic } from '../shared/types';
import type { CompiledEntry, SiteState } from './site-state';

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

export class BuildFailure extends Error {}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Compile and check every page, build client and server bundles, prerender. Throws BuildFailure. */
export async function buildSite({ root, contentDir = join(root, 'content'), outDir = join(root, 'dist'), base, manifestFile, log = console.error }: BuildOptions) {
  if (manifestFile && isInside(resolve(outDir), resolve(manifestFile))) {
    throw new BuildFailure(`Build failed: the manifest file ${manifestFile} is inside the out dir ${outDir}, which hosts publish`);
  }
  const state = await loadSiteState({ root, contentDir, base, log });
  const phases: string[] = [];
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${((now - mark) / 1000).toFixed(2)} s`);
    mark = now;
  };
  // two worker threads: code highlighting during the compile, the search index during the render
  const searchThread = usesLocalIndex(state.site)
    ? startSearchIndexThread({
        root,
        onFallback: (reason) => log(`warning search-index the worker thread failed (${reason}); index built on the main thread`),
      })
    : undefined;
  const highlightThread = startHighlightThread({
    root,
    onFallback: (reason) => log(`warning highlight the worker thread failed (${reason}); code highlighted on the main thread`),
  });
  state.highlight = highlightThread.highlight;
  try {
    await Promise.all([state.loadGitTimes(), highlightThread.ready]);
    const { pages, diagnostics } = await state.compileAll();
    // the second core is the Vite builds' from here on
    await highlightThread.close();
    phase('compile');
    const checked = reportDiagnostics(diagnostics, log);
    if (checked.errors > 0) {
      await rm(outDir, { recursive: true, force: true });
      throw new BuildFailure(`Build failed: ${plural(checked.errors, 'error')} (see above)`);
    }

    const records = searchThread ? [...buildSearchRecords({ site: state.site, pages })] : [];
    const searchIndex = searchThread && (() => searchThread.build(records, state.site.base));
    const { diagnostics: renderDiagnostics, manifest } = await bundleAndPrerender({ state, pages, outDir, phase, searchIndex });
    const rendered = reportDiagnostics(renderDiagnostics, log);
    if (rendered.errors > 0) {
      await rm(outDir, { recursive: true, force: true });
      throw new BuildFailure(`Build failed: ${plural(rendered.errors, 'page')} failed to render`);
    }
    if (manifestFile) await writeClientManifest(resolve(manifestFile), manifest);
    return { pages: pages.length, warnings: checked.warnings + rendered.warnings, phases };
  } finally {
    await Promise.all([highlightThread.close(), searchThread?.close()]);
  }
}

/** Import and validate site.config.ts; every problem is printed as a diagnostic line of its own. */
async function loadSiteState({ root, contentDir, base, log }: { root: string; contentDir: string; base?: string; log: Log }): Promise<SiteState> {
  try {
    const config = await importSiteConfig(contentDir);
    // validated with the rest of the config, so a bad --base is reported like a bad `base`
    return createSiteState(base === undefined ? config : { ...(config as object), base }, root, resolve(contentDir));
  } catch (error) {
    const { errors } = reportDiagnostics(siteConfigDiagnostics(error, root, contentDir), log);
    throw new BuildFailure(`Build failed: ${plural(errors, 'error')} in the site config (see above)`);
  }
}

interface BundleOptions {
  state: SiteState;
  pages: CompiledEntry[];
  outDir: string;
  phase: (name: string) => void;
  /** starts building the local search index off the main thread */
  searchIndex?: () => Promise<IndexFileOutput[]>;
}

/** Client build, server build and prerender, always as a production build; returns the render diagnostics and the client manifest. */
async function bundleAndPrerender({ state, pages, outDir, phase, searchIndex }: BundleOptions): Promise<{ diagnostics: Diagnostic[]; manifest: Manifest }> {
  // Vite takes its production switches (React's production build, the JSX transform, export
  // conditions) from process.env.NODE_ENV; an inherited 'test' or 'development' (a test runner, a
  // shell) would otherwise ship React's development build.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // A folder per build: with one fixed folder a parallel build overwrites this build's server
  // bundle, and a second build in the same process imports the first one's cached server entry.
  await mkdir(join(state.root, SERVER_OUT_DIR), { recursive: true });
  const serverDir = await mkdtemp(join(state.root, SERVER_OUT_DIR, `build-${process.pid}-`));
  try {
    await build(viteBuildConfig({ state, target: 'client', outDir }));
    // build metadata, not part of the site
    const manifest = await takeClientManifest(outDir);
    phase('client');
    await build(viteBuildConfig({ state, target: 'server', outDir: serverDir }));
    phase('server');
    const index = searchIndex?.();
    const diagnostics = await prerender({ state, pages, outDir, manifest, serverEntry: join(serverDir, 'server-entry.js'), searchIndex: index });
    phase('prerender');
    return { diagnostics, manifest };
  } catch (error) {
    // like a failed check: no out dir left looking complete (a previous build's pages, half a bundle)
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(serverDir, { recursive: true, force: true });
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
}

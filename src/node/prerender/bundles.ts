import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Manifest } from 'vite';
import { takeClientManifest } from './client-manifest';
import { removeFoldersOfEndedBuilds } from './ended-builds';
import type { Log } from '../diagnostics';
import { stopOnRemoved } from './stop-on-removed';
import { removedFileDiagnostic } from '../site/removed-files';
import { customCssFile } from '../site/theme-files';
import type { SiteState } from '../site/site-state';
import { SERVER_OUT_DIR, viteBuildConfig } from '../vite/vite-config';
import type { PageChunkUrls } from '../site/route-table-code';
import type { BuiltPageLoader, ServerEntry } from '../../shared/render-result';
import { importServerHalf, serverHalfFile, serverRenderInput, serverRoutes } from '../page/server-half';

/**
 * Run the bundling steps as a production build. Vite takes its production switches (React's
 * production build, the JSX transform, export conditions) from process.env.NODE_ENV; an inherited
 * 'test' or 'development' (a test runner, a shell) would otherwise ship React's development build.
 */
export async function asProductionBuild<T>(steps: () => Promise<T>): Promise<T> {
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await steps();
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
}

/**
 * One Vite build. One that fails once a file the config names (the components module, the custom
 * CSS) is gone names that file, removed while the build ran, rather than the import the bundler
 * could not resolve. The files a component imports are not known here: theirs stays the bundler's error.
 */
async function bundle(state: SiteState, config: InlineConfig, log: Log): Promise<void> {
  try {
    await build(config);
  } catch (error) {
    const named = [state.site.markdown.components, customCssFile(state.site, state.contentDir)];
    const removed = named.filter((file): file is string => file !== undefined && !existsSync(file));
    stopOnRemoved(
      removed.map((file) => removedFileDiagnostic(file)),
      log,
    );
    throw error;
  }
}

/**
 * The client bundle, into outDir, next to the page chunks the build wrote there; returns its
 * manifest, which leaves outDir (build metadata, not part of the site).
 */
export async function buildClient(state: SiteState, outDir: string, chunks: Map<string, PageChunkUrls>, log: Log): Promise<Manifest> {
  await bundle(state, viteBuildConfig({ state, target: 'client', outDir, chunks }), log);
  return takeClientManifest(outDir);
}

/** The build's server render, loaded; `dispose` removes what it made. */
export interface ServerBundle {
  entry: ServerEntry;
  dispose(): Promise<void>;
}

/**
 * The build's server render, each page loaded by `load`. A site without components of its own
 * renders with the theme's prebuilt production half (page/server-half.ts): nothing to bundle. One
 * with components has them bundled with the theme by Vite, in a folder of its own: with one fixed
 * folder a parallel build overwrites this build's bundle, and a second build in the same process
 * imports the first one's cached entry.
 */
export async function buildServer(state: SiteState, log: Log, load: BuiltPageLoader): Promise<ServerBundle> {
  if (state.site.markdown.components === undefined) {
    const input = serverRenderInput(state.site);
    input.routes = serverRoutes(state.routes, (route) => load(route.path));
    return { entry: await importServerHalf(serverHalfFile(state.root, 'production'), input), dispose: async () => {} };
  }
  const parent = join(state.root, SERVER_OUT_DIR);
  await mkdir(parent, { recursive: true });
  await removeFoldersOfEndedBuilds(parent, 'build-');
  const serverDir = await mkdtemp(join(parent, `build-${process.pid}-`));
  const dispose = () => rm(serverDir, { recursive: true, force: true });
  try {
    await bundle(state, viteBuildConfig({ state, target: 'server', outDir: serverDir }), log);
    const entry = (await import(pathToFileURL(join(serverDir, 'server-entry.js')).href)) as ServerEntry;
    entry.setBuiltPageLoader?.(load);
    return { entry, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

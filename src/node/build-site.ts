import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { createSiteState } from './plugin';
import { SERVER_OUT_DIR, viteBuildConfig } from './vite-config';
import { reportDiagnostics } from './diagnostics';
import { prerender } from '../../prerender';

export interface BuildOptions {
  /** project root (where client-entry.tsx lives) */
  root: string;
  /** folder holding site.config.ts, en/, zh/ and public/; default <root>/content */
  contentDir?: string;
  outDir?: string;
  log?: (line: string) => void;
}

export class BuildFailure extends Error {}

/** Compile and check every page, build client and server bundles, prerender. Throws BuildFailure. */
export async function buildSite({ root, contentDir = join(root, 'content'), outDir = join(root, 'dist'), log = console.error }: BuildOptions) {
  const configUrl = pathToFileURL(join(contentDir, 'site.config.ts')).href;
  let state;
  try {
    const { default: config } = await import(configUrl);
    state = createSiteState(config, root, resolve(contentDir));
  } catch (error) {
    log(`${join(contentDir, 'site.config.ts')}: ${(error as Error).message}`);
    throw new BuildFailure('Build failed: invalid site config');
  }

  const phases: string[] = [];
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${((now - mark) / 1000).toFixed(2)} s`);
    mark = now;
  };
  await state.loadGitTimes();
  const { pages, diagnostics } = await state.compileAll({ workers: 2 });
  phase('compile');
  const checked = reportDiagnostics(diagnostics, log);
  if (checked.errors > 0) {
    await rm(outDir, { recursive: true, force: true });
    throw new BuildFailure(`Build failed: ${checked.errors} error${checked.errors === 1 ? '' : 's'} (see above)`);
  }

  await build(viteBuildConfig({ state, target: 'client', outDir }));
  phase('client');
  await build(viteBuildConfig({ state, target: 'server', outDir }));
  phase('server');
  const renderDiagnostics = await prerender({ state, pages, outDir, serverEntry: join(root, SERVER_OUT_DIR, 'server-entry.js') });
  phase('prerender');
  const rendered = reportDiagnostics(renderDiagnostics, log);
  if (rendered.errors > 0) {
    await rm(outDir, { recursive: true, force: true });
    throw new BuildFailure(`Build failed: ${rendered.errors} page${rendered.errors === 1 ? '' : 's'} failed to render`);
  }
  return { pages: pages.length, warnings: checked.warnings + rendered.warnings, phases };
}

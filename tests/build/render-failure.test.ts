import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BuildFailure, buildSite } from '../../prerender';
import { firstVisitAssets, renderPages } from '../../src/node/prerender/render-routes';
import { createSiteState } from '../../src/node/site/create-site-state';
import type { ServerEntry } from '../../src/shared/render-result';
import type { Diagnostic } from '../../src/shared/types';
import { fixtureContent, fixtureFile, outExists, readOut, removeOut, ROOT, tempOutDir, escapeRegExp } from './helpers';

/** A server entry whose render throws for /guide/broken and renders a stub page for every other URL. */
const FAKE_SERVER_ENTRY = `
export async function render(url) {
  if (url.startsWith('/guide/broken')) throw new Error('theme exploded on purpose');
  const pageType = url === '/404' ? '404' : 'doc';
  const page = { title: 'Stub', routePath: url, lang: 'en', toc: [], frontmatter: {}, pageType, description: 'stub' };
  return { html: '<p>stub page</p>', status: pageType === '404' ? 404 : 200, routePath: url, page };
}
`;
const MANIFEST = { 'client-entry.tsx': { file: 'assets/client-entry-stub.js', src: 'client-entry.tsx', isEntry: true } };

function writeManifest(outDir: string): void {
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(join(outDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
}

/** When set, the stubbed server build throws this message (a bundling error). */
const stub = vi.hoisted(() => ({ serverBuildError: '' }));

// Vite stubbed: the client "build" writes the manifest, the server "build" the fake server entry,
// so the build runs its real render step against a render that throws. The fixture has components
// of its own, so the build bundles its server render rather than taking the theme's prebuilt one.
vi.mock('vite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('vite')>()),
  build: vi.fn(async (config: InlineConfig) => {
    const outDir = config.build!.outDir!;
    if (config.build!.ssr && stub.serverBuildError) throw new Error(stub.serverBuildError);
    mkdirSync(outDir, { recursive: true });
    if (config.build!.ssr) writeFileSync(join(outDir, 'server-entry.js'), FAKE_SERVER_ENTRY);
    else writeManifest(outDir);
  }),
}));

const BROKEN_FILE = fixtureFile('render-failure', 'en/guide/broken.md');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map(removeOut)));

describe('render step: a page whose render throws', () => {
  let outDir: string;
  let diagnostics: Diagnostic[];

  beforeAll(async () => {
    const { default: config } = await import(join(fixtureContent('render-failure'), 'site.config.ts'));
    const state = createSiteState(config, { root: ROOT, contentDir: fixtureContent('render-failure') });
    const { pages, diagnostics: compileDiagnostics } = await state.compileAll();
    expect(compileDiagnostics).toEqual([]);
    outDir = await tempOutDir('render-failure');
    dirs.push(outDir);
    const serverEntry = join(outDir, 'fake-server-entry.mjs');
    writeFileSync(serverEntry, FAKE_SERVER_ENTRY);
    const entry = (await import(serverEntry)) as ServerEntry;
    ({ diagnostics } = await renderPages(state, entry, { outDir, assets: firstVisitAssets(MANIFEST, '/') }));
  });

  it('returns one error Diagnostic naming the route and the source file', () => {
    expect(diagnostics).toHaveLength(1);
    const [d] = diagnostics;
    expect(d.severity).toBe('error');
    expect(d.code).toBe('render');
    expect(d.file).toBe(BROKEN_FILE);
    expect(d.message).toContain('route /guide/broken failed to render');
    expect(d.message).toContain('theme exploded on purpose');
  });

  it('still renders the other routes (the failure is reported, not thrown)', () => {
    expect(readOut(outDir, 'guide/fine.html')).toContain('<p>stub page</p>');
    expect(outExists(outDir, '404.html')).toBe(true);
    expect(outExists(outDir, 'guide/broken.html')).toBe(false);
  });
});

describe('build: a render failure fails the build', () => {
  it('prints the diagnostic (file, route), throws BuildFailure with the count and publishes nothing', async () => {
    const outDir = await tempOutDir('render-failure-build');
    dirs.push(outDir);
    const lines: string[] = [];
    const failure = await buildSite({
      root: ROOT,
      contentDir: fixtureContent('render-failure'),
      outDir,
      log: (line) => lines.push(line),
    }).catch((error) => error);

    expect(failure).toBeInstanceOf(BuildFailure);
    expect(failure.message).toBe('Build failed: 1 page failed to render');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^${escapeRegExp(BROKEN_FILE)} error render route /guide/broken failed to render: .*theme exploded on purpose`),
    );
    expect(lines[0]).not.toContain('\n');
    // the other pages were rendered before the failure was known; none reaches the out dir
    expect(readdirSync(outDir)).toEqual([]);
  });
});

describe('build: a bundling error', () => {
  it('is thrown as it is and leaves the out dir as it was', async () => {
    const outDir = await tempOutDir('bundling-error');
    dirs.push(outDir);
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>previous build</title>');
    stub.serverBuildError = 'server bundle failed on purpose';
    try {
      const failure = await buildSite({ root: ROOT, contentDir: fixtureContent('render-failure'), outDir, log: () => {} }).catch(
        (error) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure.message).toBe('server bundle failed on purpose');
    } finally {
      stub.serverBuildError = '';
    }
    expect(readOut(outDir, 'index.html')).toBe('<!doctype html><title>previous build</title>');
    expect(readdirSync(outDir)).toEqual(['index.html']);
  });
});

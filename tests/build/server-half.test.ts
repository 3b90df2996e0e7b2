// A site without components of its own is rendered by the theme's prebuilt production server half
// (lib/theme/server-production); one with components, by a Vite bundle of server-entry.tsx and the
// theme. Both must give every route the same render, or a site's HTML would depend on whether it
// has a component.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { asProductionBuild, buildServer } from '../../src/node/prerender/bundles';
import { compileAndCheck } from '../../src/node/prerender/compile-pages';
import { loadSite } from '../../src/node/prerender/load-site';
import { builtPageLoader, createPageDataSource } from '../../src/node/prerender/page-data';
import { createPageStore, type PageStore } from '../../src/node/prerender/page-store';
import { viteBuildConfig } from '../../src/node/vite/vite-config';
import { encodePath, withBase } from '../../src/shared/routes';
import { notFoundPrefixes } from '../../src/shared/versions';
import type { ServerEntry } from '../../src/shared/render-result';
import { ROOT } from './helpers';

const dirs: string[] = [];
const stores: PageStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((store) => store.dispose()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the theme’s prebuilt production server half', () => {
  it('renders every route of the real site as a Vite bundle of the theme does', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const state = await loadSite({ root: ROOT, contentDir: join(ROOT, 'content'), log });
    expect(state.site.markdown.components).toBeUndefined();
    const work = mkdtempSync(join(ROOT, '.vite/server-half-test-'));
    dirs.push(work);
    const store = await createPageStore(join(work, 'store'));
    stores.push(store);
    const compiled = await compileAndCheck(state, { root: ROOT, log, store });
    const load = builtPageLoader(state, compiled.pages, { store, data: createPageDataSource(state, compiled.pages) });
    const paths = [...state.routes.map((route) => route.path), ...notFoundPrefixes(state.site).map((prefix) => `${prefix}/404`)];
    const urls = paths.map((path) => withBase(encodePath(path), state.site.base));

    const renders = await asProductionBuild(async () => {
      const prebuilt = await buildServer(state, log, load);
      await build(viteBuildConfig({ state, target: 'server', outDir: join(work, 'bundle') }));
      const bundled = (await import(pathToFileURL(join(work, 'bundle/server-entry.js')).href)) as ServerEntry;
      bundled.setBuiltPageLoader?.(load);
      const pairs = [];
      for (const url of urls) pairs.push({ url, prebuilt: await prebuilt.entry.render(url), bundled: await bundled.render(url) });
      return pairs;
    });

    expect(renders.length).toBeGreaterThan(100);
    for (const { url, prebuilt, bundled } of renders) expect({ url, ...prebuilt }).toEqual({ url, ...bundled });
    expect(renders.filter(({ prebuilt }) => prebuilt.status === 404).length).toBe(notFoundPrefixes(state.site).length);
  });
});

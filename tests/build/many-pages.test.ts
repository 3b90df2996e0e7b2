import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../prerender';
import { generateSite } from '../../scripts/generate-site';
import { createSiteState } from '../../src/node/site/create-site-state';
import { htmlFileOfRoute, mdUrlOfRoute } from '../../src/shared/routes';
import type { PageRecord, RouteEntry } from '../../src/shared/types';
import { readOut, removeOut, ROOT, tempOutDir } from './helpers';

// More pages than the build compiles at once (16), in two languages: every page must come out as
// itself, in its HTML, its chunk and its Markdown twin, however the build batches them.
const PAGES = 60;

let contentDir: string;
let outDir: string;
let manifest: Manifest;
let routes: readonly RouteEntry[];

beforeAll(async () => {
  contentDir = await tempOutDir('many-pages-content');
  outDir = await tempOutDir('many-pages');
  const manifestFile = join(await tempOutDir('many-pages-manifest'), 'manifest.json');
  generateSite(contentDir, PAGES, join(ROOT, 'content'));
  await buildSite({ root: ROOT, contentDir, outDir, manifestFile, log: () => {} });
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const { default: config } = await import(pathToFileURL(join(contentDir, 'site.config.ts')).href);
  routes = createSiteState(config, { root: ROOT, contentDir }).routes;
}, 120_000);

afterAll(() => Promise.all([removeOut(outDir), removeOut(contentDir)]));

/** The page record a prerendered page inlines for hydration. */
function inlineRecord(html: string): PageRecord {
  return JSON.parse(html.match(/<script id="__RP_PAGE__" type="application\/json">(.*?)<\/script>/s)![1]);
}

const titleOf = (route: RouteEntry) => readFileSync(route.filePath, 'utf8').match(/^# (.+)$/m)?.[1];

describe('build: a site of more pages than the build compiles at once', () => {
  it('has both languages of every page', () => {
    expect(routes).toHaveLength(PAGES);
    expect(routes.filter((r) => r.lang === 'zh')).toHaveLength(PAGES / 2);
  });

  it('writes every page with its own content and record', () => {
    for (const route of routes) {
      const html = readOut(outDir, htmlFileOfRoute(route.path));
      expect(inlineRecord(html).routePath, route.path).toBe(route.path);
      const title = titleOf(route);
      if (title) expect(html, route.path).toContain(`>${title}</h1>`);
    }
  });

  it('writes every page chunk, which exports the page, its tree and its section sidebar', async () => {
    for (const route of routes) {
      const entry = Object.values(manifest).find((e) => e.src?.endsWith(`/${route.relativePath}`));
      expect(entry, route.path).toBeDefined();
      const mod = await import(pathToFileURL(join(outDir, entry!.file)).href);
      expect(mod.page.routePath).toBe(route.path);
      expect(mod.page.alternates).toHaveLength(2);
      expect(mod.tree.type).toBe('root');
      if (route.path !== '/' && route.path !== '/zh/') expect(mod.sidebar.length, route.path).toBeGreaterThan(0);
    }
  });

  it('writes every Markdown twin under its own title', () => {
    for (const route of routes) {
      const title = titleOf(route);
      if (title)
        expect(readOut(outDir, mdUrlOfRoute(route.path).slice(1)), route.path).toMatch(new RegExp(`^# ${title.replace('.', '\\.')}\\n`));
    }
  });
});

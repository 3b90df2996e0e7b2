import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getHeapSnapshot } from 'node:v8';
import type { Root } from 'hast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../scripts/generate-site';
import type { BuiltPage } from '../../src/node/prerender/compile-pages';
import type { Reuse } from '../../src/node/cache/build-cache';
import { writePageChunks } from '../../src/node/prerender/page-chunks';
import type { PageDataSource } from '../../src/node/prerender/page-data';
import type { PageStore } from '../../src/node/prerender/page-store';
import { createSiteState } from '../../src/node/site/create-site-state';
import type { SiteState } from '../../src/node/site/site-state';
import type { PageRecord, RouteEntry } from '../../src/shared/types';
import { removeOut, ROOT, tempOutDir } from './helpers';

// Page chunks as the build writes them (writePageChunks), over a generated site's routes with
// records and trees made here:
// - A chunk is the page's record and tree as a compact module. Whatever the page's text holds
//   (markup, line separators, quotes, backticks, template syntax, escapes), the module gives back
//   exactly the values the build wrote: a navigation shows the page as its first visit did.
// - A build keeps every page chunk's file name until it ends (the route table, the manifest, the
//   cache's list of files). A name cut out of the whole chunk's text would keep that text alive
//   with it: thousands of chunks' code in memory at once.

let contentDir: string;
let outDir: string;

beforeAll(async () => {
  contentDir = await tempOutDir('page-chunks-content');
  outDir = await tempOutDir('page-chunks');
  generateSite(contentDir, 12, join(ROOT, 'content'));
});

afterAll(() => Promise.all([removeOut(outDir), removeOut(contentDir)]));

/** Every string on the heap, after a full collection (a snapshot collects first). */
async function stringsOnHeap(): Promise<string[]> {
  let json = '';
  for await (const part of getHeapSnapshot()) json += part;
  return (JSON.parse(json) as { strings: string[] }).strings;
}

/** The site's state and its routes as built pages, each with the record `recordOf` makes. */
async function builtSite(
  recordOf: (route: RouteEntry, key: number) => Partial<PageRecord>,
): Promise<{ state: SiteState; pages: BuiltPage[] }> {
  const { default: config } = await import(pathToFileURL(join(contentDir, 'site.config.ts')).href);
  const state = createSiteState(config, { root: ROOT, contentDir });
  const pages = state.routes.map((route, key) => ({ route, key, treeKey: `tree-${key}`, page: recordOf(route, key) as PageRecord }));
  return { state, pages };
}

/** A store that gives each page the tree `treeOf` makes. */
const storeOf = (treeOf: (key: number) => Root) =>
  ({
    read: async (key: number) => treeOf(key),
    readBytes: async (key: number) => Buffer.from(JSON.stringify(treeOf(key))),
  }) as unknown as PageStore;

const AWKWARD = 'a </script><!-- <b>&amp; \u2028 line \u2029 para ` ${x} \\n "q" \'s\' \u00e9 \ud83d\ude00 \u0000';

const awkwardTree = (key: number): Root => ({
  type: 'root',
  children: [
    { type: 'element', tagName: 'p', properties: { title: AWKWARD }, children: [{ type: 'text', value: `${key} ${AWKWARD}` }] },
    { type: 'raw', value: `<pre><code>&lt;div&gt; ${AWKWARD}</code></pre>` },
  ],
});

describe('build: page chunks', () => {
  it.each([
    ['stored as it is', true],
    ['made from its data', false],
  ])('give back the page’s record and tree exactly, whatever characters they hold (a chunk %s)', async (_, plain) => {
    const { state, pages } = await builtSite((route, key) => ({
      title: `${AWKWARD} ${key}`,
      routePath: route.path,
      lang: route.lang,
      frontmatter: { note: AWKWARD } as PageRecord['frontmatter'],
    }));
    const data: PageDataSource = {
      plainRecord: (built) => (plain ? built.page : undefined),
      pageData: async (built, tree) => ({ page: built.page, tree }),
    };
    const chunks = await writePageChunks(state, pages, { outDir: join(outDir, String(plain)), store: storeOf(awkwardTree), data });

    for (const built of pages) {
      const url = chunks.urls.get(built.route.path)!.page;
      const module = (await import(pathToFileURL(join(outDir, String(plain), url)).href)) as { page: unknown; tree: unknown };
      expect(module.page).toEqual(built.page);
      expect(module.tree).toEqual(awkwardTree(built.key));
    }
  });
});

const paragraph = (text: string): Root['children'][number] => ({
  type: 'element',
  tagName: 'p',
  properties: {},
  children: [{ type: 'text', value: text }],
});

describe('build: page chunks in memory', () => {
  it('keeps each chunk’s file name, not its text, once the chunk is written (a chunk from the build cache too)', async () => {
    const { state, pages } = await builtSite((route, key) => ({
      title: `Page ${key}`,
      routePath: route.path,
      lang: route.lang,
      frontmatter: {},
    }));
    const store = storeOf((key) => ({ type: 'root', children: [paragraph(`Text of page ${key}. `.repeat(200))] }));
    const data: PageDataSource = { plainRecord: (built) => built.page, pageData: async (built, tree) => ({ page: built.page, tree }) };
    // the build cache's part: what it keeps and gives back, as bytes
    const kept = new Map<string, Buffer>();
    const reuse: Reuse<Buffer> = async (inputs, make) => {
      const key = JSON.stringify(inputs);
      if (!kept.has(key)) kept.set(key, await make());
      return kept.get(key)!;
    };
    const cold = await writePageChunks(state, pages, { outDir, store, data, reuse });
    const fromCache = await writePageChunks(state, pages, { outDir, store, data, reuse });

    const chunkTexts = (await stringsOnHeap()).filter((s) => /^assets\/.*\.js\n/.test(s));
    expect(chunkTexts.map((s) => s.slice(0, 60))).toEqual([]);
    // both builds' names are still in use
    expect(cold.urls.size).toBe(pages.length);
    expect([...fromCache.urls.values()].map((u) => u.page)).toEqual([...cold.urls.values()].map((u) => u.page));
  });
});

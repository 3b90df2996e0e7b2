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
import type { PageRecord } from '../../src/shared/types';
import { removeOut, ROOT, tempOutDir } from './helpers';

// A build keeps every page chunk's file name until it ends (the route table, the manifest, the
// cache's list of files). A name cut out of the whole chunk's text would keep that text alive with
// it: thousands of chunks' code in memory at once.

let contentDir: string;
let outDir: string;

beforeAll(async () => {
  contentDir = await tempOutDir('chunk-memory-content');
  outDir = await tempOutDir('chunk-memory');
  generateSite(contentDir, 12, join(ROOT, 'content'));
});

afterAll(() => Promise.all([removeOut(outDir), removeOut(contentDir)]));

/** Every string on the heap, after a full collection (a snapshot collects first). */
async function stringsOnHeap(): Promise<string[]> {
  let json = '';
  for await (const part of getHeapSnapshot()) json += part;
  return (JSON.parse(json) as { strings: string[] }).strings;
}

const paragraph = (text: string): Root['children'][number] => ({
  type: 'element',
  tagName: 'p',
  properties: {},
  children: [{ type: 'text', value: text }],
});

describe('build: page chunks in memory', () => {
  it('keeps each chunk’s file name, not its text, once the chunk is written (a chunk from the build cache too)', async () => {
    const { default: config } = await import(pathToFileURL(join(contentDir, 'site.config.ts')).href);
    const state = createSiteState(config, { root: ROOT, contentDir });
    const pages: BuiltPage[] = state.routes.map((route, key) => ({
      route,
      key,
      treeKey: `tree-${key}`,
      page: { title: `Page ${key}`, routePath: route.path, lang: route.lang, frontmatter: {} } as PageRecord,
    }));
    const treeOf = (key: number): Root => ({ type: 'root', children: [paragraph(`Text of page ${key}. `.repeat(200))] });
    const store = {
      read: async (key: number) => treeOf(key),
      readText: async (key: number) => JSON.stringify(treeOf(key)),
    } as unknown as PageStore;
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

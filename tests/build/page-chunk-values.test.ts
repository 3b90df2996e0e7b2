import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Root } from 'hast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../scripts/generate-site';
import type { BuiltPage } from '../../src/node/prerender/compile-pages';
import { writePageChunks } from '../../src/node/prerender/page-chunks';
import type { PageDataSource } from '../../src/node/prerender/page-data';
import type { PageStore } from '../../src/node/prerender/page-store';
import { createSiteState } from '../../src/node/site/create-site-state';
import type { PageRecord } from '../../src/shared/types';
import { removeOut, ROOT, tempOutDir } from './helpers';

// A page chunk is the page's record and tree as a minified module. Whatever the page's text holds
// (markup, line separators, quotes, backticks, template syntax, escapes), the module gives back
// exactly the values the build wrote: a navigation shows the page as its first visit did.

let contentDir: string;
let outDir: string;

beforeAll(async () => {
  contentDir = await tempOutDir('chunk-values-content');
  outDir = await tempOutDir('chunk-values');
  generateSite(contentDir, 2, join(ROOT, 'content'));
});

afterAll(() => Promise.all([removeOut(outDir), removeOut(contentDir)]));

const AWKWARD = 'a </script><!-- <b>&amp; \u2028 line \u2029 para ` ${x} \\n "q" \'s\' \u00e9 \ud83d\ude00 \u0000';

const treeOf = (key: number): Root => ({
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
    const { default: config } = await import(pathToFileURL(join(contentDir, 'site.config.ts')).href);
    const state = createSiteState(config, { root: ROOT, contentDir });
    const pages: BuiltPage[] = state.routes.map((route, key) => ({
      route,
      key,
      treeKey: `tree-${key}`,
      page: {
        title: `${AWKWARD} ${key}`,
        routePath: route.path,
        lang: route.lang,
        frontmatter: { note: AWKWARD },
      } as unknown as PageRecord,
    }));
    const store = {
      read: async (key: number) => treeOf(key),
      readText: async (key: number) => JSON.stringify(treeOf(key)),
    } as unknown as PageStore;
    const data: PageDataSource = {
      plainRecord: (built) => (plain ? built.page : undefined),
      pageData: async (built, tree) => ({ page: built.page, tree }),
    };
    const chunks = await writePageChunks(state, pages, { outDir: join(outDir, String(plain)), store, data });

    for (const built of pages) {
      const url = chunks.urls.get(built.route.path)!.page;
      const module = (await import(pathToFileURL(join(outDir, String(plain), url)).href)) as { page: unknown; tree: unknown };
      expect(module.page).toEqual(built.page);
      expect(module.tree).toEqual(treeOf(built.key));
    }
  });
});

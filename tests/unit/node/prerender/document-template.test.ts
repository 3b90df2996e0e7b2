import { describe, expect, it } from 'vitest';
import siteConfig from '../../../../content/site.config';
import {
  fillDocument,
  readTemplateEntry,
  templateEntry,
  TEMPLATE_ASSETS,
  TEMPLATE_SEARCH_META,
} from '../../../../src/node/prerender/document-template';
import { islandNamesIn } from '../../../../src/node/prerender/island-assets';
import { routeDocument, trustedCspSources } from '../../../../src/node/page/html';
import { resolveConfig } from '../../../../src/shared/config';
import type { PageAssets } from '../../../../src/node/page/assets';
import type { RenderResult } from '../../../../src/shared/render-result';

const site = resolveConfig({ ...siteConfig, base: '/docs/' });

/** A Chinese page (its text, in the head too, is several bytes a character) with a component, inline code and a style. */
const result: RenderResult = {
  html: '<main><h1>快照</h1><p>更新快照文件。</p><rp-island data-name="Counter"></rp-island><p>&lt;script&gt;x&lt;/script&gt;</p></main>',
  status: 200,
  routePath: '/zh/guide/snapshots',
  page: {
    title: '快照',
    pageType: 'doc',
    frontmatter: {
      head: [
        ['style', {}, 'main { color: red; }'],
        ['script', { src: 'https://stats.example/a.js' }, ''],
      ],
    },
    description: '更新快照文件。'.repeat(60),
    lang: 'zh',
    routePath: '/zh/guide/snapshots',
  } as RenderResult['page'],
  sidebar: [],
};

const ASSETS: PageAssets = {
  entry: '/docs/assets/entry-1a2b.js',
  preloads: ['/docs/assets/a-1.js', '/docs/assets/b-2.js'],
  css: ['/docs/assets/style-3.css'],
};
const FACTS = { islands: [], csp: { scripts: [], styles: [], origins: [] }, bodyScripts: [] };
const META = 'en=/docs/search/en.0123456789.json zh=/docs/search/zh.9876543210.json';

describe('node/prerender/document-template', () => {
  it("fills a kept template's bytes into the document routeDocument writes with the real assets and search meta", () => {
    const template = routeDocument(site, result, { assets: TEMPLATE_ASSETS, searchIndexMeta: TEMPLATE_SEARCH_META, inlinePageData: true });
    const real = routeDocument(site, result, { assets: ASSETS, searchIndexMeta: META, inlinePageData: true });
    const { template: kept } = readTemplateEntry(templateEntry(template, FACTS));
    expect(fillDocument(kept, site.base, ASSETS, META).toString('utf8')).toBe(real);
    // a kind without files loses its line
    const bare = { entry: ASSETS.entry, preloads: [], css: [] };
    expect(fillDocument(kept, site.base, bare, META).toString('utf8')).toBe(
      routeDocument(site, result, { assets: bare, searchIndexMeta: META, inlinePageData: true }),
    );
  });

  it("keeps with the template its components, what the site's policy takes from the page and the scripts of its body", () => {
    const template = routeDocument(site, result, { assets: TEMPLATE_ASSETS, searchIndexMeta: TEMPLATE_SEARCH_META, inlinePageData: true });
    const bodyScripts = [{ script: 'inline', addedBy: 'component Counter' }];
    const islands = islandNamesIn(result.html);
    const { facts } = readTemplateEntry(templateEntry(template, { islands, csp: trustedCspSources(site, result.page), bodyScripts }));
    expect(facts.islands).toEqual(['Counter']);
    expect(facts.csp.styles).toHaveLength(1);
    expect(facts.csp.origins).toEqual(['https://stats.example']);
    expect(facts.bodyScripts).toEqual(bodyScripts);
  });
});

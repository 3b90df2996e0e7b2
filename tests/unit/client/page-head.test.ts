// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/shared/config';
import { siteHeadSeo, type PageHeadInput } from '../../../src/shared/page-head';
import { pageTitle } from '../../../src/shared/title';
import type { HeadTag, PageRecord } from '../../../src/shared/types';
import { renderPage } from '../../../src/node/page/html';
import { planHeadSwap, showPageHead } from '../../../src/client/page-head';

const SITE_SCRIPT: HeadTag = ['script', {}, 'window.siteScript = (window.siteScript ?? 0) + 1'];
const site = resolveConfig({
  siteUrl: 'https://docs.example',
  title: 'Docs',
  description: 'The site',
  head: [['meta', { name: 'author', content: 'Site' }], SITE_SCRIPT, ['link', { rel: 'preconnect', href: 'https://cdn.example' }]],
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});
const [en] = site.locales;

type Page = Pick<PageRecord, 'title' | 'pageType' | 'frontmatter' | 'description' | 'lang' | 'alternates'> & { routePath: string };

const plain: Page = { title: 'Plain', pageType: 'doc', frontmatter: {}, description: 'A plain page', lang: 'en', routePath: '/plain' };
const styled: Page = {
  title: 'Styled',
  pageType: 'doc',
  description: 'A styled page',
  lang: 'en',
  routePath: '/styled',
  alternates: [
    { lang: 'en', path: '/styled' },
    { lang: 'zh', path: '/zh/styled' },
  ],
  frontmatter: {
    head: [
      ['style', {}, 'main { color: rgb(1, 2, 3) } /* </style> */'],
      ['meta', { name: 'author', content: 'Page' }],
      ['link', { rel: 'stylesheet', href: '/styled.css' }],
      ['script', {}, 'window.pageScript = (window.pageScript ?? 0) + 1'],
    ],
  },
};

/** The HTML document the server writes for a page. */
function documentOf(page: Page): string {
  return renderPage({
    site,
    locale: en,
    page,
    routePath: page.routePath,
    appHtml: '<main>hello</main>',
    assets: { entry: '/assets/entry.js', preloads: [], css: ['/assets/style.css'] },
    alternates: page.alternates ?? [],
  });
}

const inputOf = (page: Page): PageHeadInput => ({
  site,
  siteHead: siteHeadSeo(site.head),
  locale: en,
  page,
  routePath: page.routePath,
  alternates: page.alternates ?? [],
  title: pageTitle({ page, site, locale: en }),
});

/** The head's elements as markup, the title left out (App sets it). */
const headElements = (head: Element) => [...head.children].filter((e) => e.localName !== 'title').map((e) => e.outerHTML);

function loadDocument(page: Page): void {
  const parsed = new DOMParser().parseFromString(documentOf(page), 'text/html');
  document.head.replaceChildren(...[...parsed.head.childNodes].map((node) => document.importNode(node, true)));
}

const expectedHead = (page: Page) => headElements(new DOMParser().parseFromString(documentOf(page), 'text/html').head);

describe('client/page-head', () => {
  beforeEach(() => {
    loadDocument(plain);
  });

  it("after a navigation, the head holds the new page's prerendered head tags: its own added, the previous page's removed", () => {
    showPageHead(inputOf(plain), inputOf(styled));
    expect(headElements(document.head)).toEqual(expectedHead(styled));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A styled page');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://docs.example/styled');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);

    showPageHead(inputOf(styled), inputOf(plain));
    expect(headElements(document.head)).toEqual(expectedHead(plain));
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.head.querySelector('meta[name="author"]')?.getAttribute('content')).toBe('Site');
  });

  it("leaves the site's head tags as they are, the same elements, and keeps the tags both pages have", () => {
    const siteScript = () => [...document.head.querySelectorAll('script')].find((s) => s.textContent?.includes('siteScript'));
    const before = { siteScript: siteScript(), preconnect: document.head.querySelector('link[rel="preconnect"]') };
    const ogType = document.head.querySelector('meta[property="og:type"]');
    showPageHead(inputOf(plain), inputOf(styled));
    expect(document.head.querySelector('meta[property="og:type"]')).toBe(ogType);
    showPageHead(inputOf(styled), inputOf(plain));
    expect(siteScript()).toBe(before.siteScript);
    expect(document.head.querySelector('link[rel="preconnect"]')).toBe(before.preconnect);
    expect(document.head.querySelector('meta[property="og:type"]')).toBe(ogType);
  });

  it('plans a swap: each new tag keeps the first old tag of its key, the rest of the old ones go', () => {
    expect(planHeadSwap(['a', 'b'], ['b', 'c'])).toEqual({ kept: [1, undefined], removed: [0] });
    expect(planHeadSwap(['a', 'a', 'b'], ['a', 'b', 'b'])).toEqual({ kept: [0, 2, undefined], removed: [1] });
    expect(planHeadSwap([], ['a'])).toEqual({ kept: [undefined], removed: [] });
  });
});

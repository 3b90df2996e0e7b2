// What search engines and link previews read, for every page of the real site (file level): lang,
// one h1, a unique title, description, canonical, reciprocal hreflang and Open Graph;
// then sitemap.xml, robots.txt and the 404 answers of the static server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { type DistPage, linkTags, metaValues, readDistPages } from './dist-pages';
import { baseUrl, distDir } from './site';

const SITE_URL = 'https://rstest.rs';
const SITE_TITLE = 'Rstest';
const OG_LOCALE: Record<string, string> = { en: 'en_US', zh: 'zh_CN' };

const langOf = (page: DistPage) => (page.route.startsWith('/zh/') ? 'zh' : 'en');
const isNotFound = (page: DistPage) => page.route.endsWith('/404');

/** The page record the HTML carries for hydration. */
function pageRecord(page: DistPage): { title: string } {
  const json = /<script id="__RP_PAGE__" type="application\/json">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
  if (!json) throw new Error(`${page.file}: no page record`);
  return JSON.parse(json);
}

/** hreflang -> href of the page's alternate links */
function alternates(page: DistPage): Record<string, string> {
  return Object.fromEntries(
    linkTags(page, 'alternate')
      .filter((l) => l.hreflang)
      .map((l) => [l.hreflang, l.href]),
  );
}

let pages: DistPage[] = [];
let byUrl: Map<string, DistPage>;
beforeAll(() => {
  pages = readDistPages(distDir());
  byUrl = new Map(pages.filter((page) => !isNotFound(page)).map((page) => [SITE_URL + page.route, page]));
});

/** Runs `check` on every page and fails once, listing every page that broke the rule. */
function everyPage(check: (page: DistPage) => string | undefined, filter: (page: DistPage) => boolean = () => true): void {
  const problems = pages.filter(filter).flatMap((page) => {
    const problem = check(page);
    return problem ? [`${page.file}: ${problem}`] : [];
  });
  expect(pages.length).toBeGreaterThan(100);
  expect(problems).toEqual([]);
}

describe('head and headings of every page', () => {
  test("<html lang> is 'en' at the root and 'zh' under /zh/", () => {
    everyPage((page) => (page.lang === langOf(page) ? undefined : `lang ${page.lang}`));
  });

  test('exactly one h1', () => {
    everyPage((page) => (page.h1s.length === 1 ? undefined : `${page.h1s.length} h1 elements`));
  });

  test("the title is 'page - Rstest', the home 'Rstest' (zh with its suffix), '404 - Rstest'", () => {
    everyPage((page) => {
      let expected: string;
      if (isNotFound(page)) expected = `404 - ${SITE_TITLE}`;
      else if (page.route === '/') expected = SITE_TITLE;
      else if (page.route === '/zh/') return page.title?.startsWith(`${SITE_TITLE} - `) ? undefined : `title ${page.title}`;
      else if (!pageRecord(page).title?.trim()) return 'the page has no title';
      else expected = `${pageRecord(page).title} - ${SITE_TITLE}`;
      return page.title === expected ? undefined : `title ${JSON.stringify(page.title)}, expected ${JSON.stringify(expected)}`;
    });
  });

  test('no two pages of one language share a title', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const page of pages) {
      const key = `${langOf(page)} ${page.title}`;
      const other = seen.get(key);
      if (other) duplicates.push(`${page.file} and ${other}: ${page.title}`);
      seen.set(key, page.file);
    }
    expect(duplicates).toEqual([]);
  });

  test('one non-empty meta description', () => {
    everyPage((page) => {
      const values = metaValues(page, 'description');
      return values.length === 1 && values[0].trim().length > 0 ? undefined : `descriptions ${JSON.stringify(values)}`;
    });
  });

  test('one absolute canonical: https://rstest.rs + the clean route', () => {
    everyPage(
      (page) => {
        const canonicals = linkTags(page, 'canonical').map((l) => l.href);
        return canonicals.length === 1 && canonicals[0] === SITE_URL + page.route ? undefined : `canonical ${JSON.stringify(canonicals)}`;
      },
      (page) => !isNotFound(page),
    );
  });

  test('a 404 page says noindex and names no canonical or og:url (it is not a page of the site)', () => {
    const notFound = pages.filter(isNotFound);
    expect(notFound.map((page) => page.file)).toEqual(['404.html', 'zh/404.html']);
    for (const page of notFound) {
      expect(metaValues(page, 'robots')).toEqual(['noindex']);
      expect(linkTags(page, 'canonical')).toEqual([]);
      expect(metaValues(page, 'og:url')).toEqual([]);
    }
  });

  test('hreflang en, zh and x-default, self-referencing and reciprocal', () => {
    everyPage(
      (page) => {
        const alt = alternates(page);
        const self = SITE_URL + page.route;
        if (Object.keys(alt).sort().join() !== 'en,x-default,zh') return `hreflang ${Object.keys(alt).join()}`;
        if (alt[langOf(page)] !== self) return `hreflang ${langOf(page)} is ${alt[langOf(page)]}, not itself`;
        if (alt['x-default'] !== alt.en) return `x-default ${alt['x-default']} is not the English page ${alt.en}`;
        for (const lang of ['en', 'zh']) {
          const twin = byUrl.get(alt[lang]);
          if (!twin) return `hreflang ${lang} points to ${alt[lang]}, which is no page`;
          if (alternates(twin)[langOf(page)] !== self) return `its ${lang} twin ${twin.file} does not point back`;
        }
        return undefined;
      },
      (page) => !isNotFound(page),
    );
  });

  test('Open Graph: og:title, og:description, og:url (the canonical), og:locale', () => {
    everyPage((page) => {
      const one = (key: string) => {
        const values = metaValues(page, key);
        return values.length === 1 && values[0].trim() ? values[0] : undefined;
      };
      if (one('og:title') !== page.title) return `og:title ${one('og:title')}`;
      if (one('og:description') !== metaValues(page, 'description')[0]) return `og:description ${one('og:description')}`;
      if (one('og:locale') !== OG_LOCALE[langOf(page)]) return `og:locale ${one('og:locale')}`;
      if (!isNotFound(page) && one('og:url') !== SITE_URL + page.route) return `og:url ${one('og:url')}`;
      return undefined;
    });
  });
});

describe('sitemap.xml and robots.txt', () => {
  interface SitemapEntry {
    loc: string;
    alternates: Record<string, string>;
  }
  let entries: SitemapEntry[] = [];
  beforeAll(() => {
    const xml = readFileSync(join(distDir(), 'sitemap.xml'), 'utf8');
    entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1])?.[1] ?? '',
      alternates: Object.fromEntries(
        [...m[1].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [a[1], a[2]]),
      ),
    }));
  });

  test('lists every page once, and no 404 page', () => {
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => /\/404(\.html)?$/.test(loc))).toEqual([]);
    const pageUrls = pages.filter((page) => !isNotFound(page)).map((page) => SITE_URL + page.route);
    expect([...locs].sort()).toEqual(pageUrls.sort());
  });

  test("each entry names its language alternates, the same as the page's hreflang links", () => {
    const problems = entries.flatMap((entry) => {
      const page = byUrl.get(entry.loc);
      if (!page) return [`${entry.loc}: no such page`];
      return JSON.stringify(entry.alternates) === JSON.stringify(alternates(page))
        ? []
        : [`${entry.loc}: ${JSON.stringify(entry.alternates)}`];
    });
    expect(entries.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  test('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readFileSync(join(distDir(), 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE_URL}/sitemap\\.xml$`, 'm'));
  });
});

describe('the static server answers a miss with the 404 page', () => {
  const notFoundFile = (file: string) => readFileSync(join(distDir(), file), 'utf8');

  test.each([
    ['/no/such/page', '404.html'],
    ['/guide/no-such-page', '404.html'],
    ['/zh/no/such/page', 'zh/404.html'],
    ['/zh/guide/no-such-page', 'zh/404.html'],
  ])('%s: status 404 with %s', async (path, file) => {
    const response = await fetch(baseUrl() + path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(notFoundFile(file));
  });

  test('the sitemap and robots.txt are served with status 200', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) expect((await fetch(baseUrl() + path)).status).toBe(200);
  });
});

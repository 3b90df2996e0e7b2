import { describe, expect, it } from 'vitest';
import { configSidebar } from '../../content/sidebars/config';
import type { SidebarItem } from '../../src/shared/types';
import {
  codeFenceOpenings,
  LANGS,
  linesOutsideCode,
  pageFileOfRoute,
  proseWordCount,
  readPage,
  specRoutes,
} from './markdown-source';

const optionRoutes = specRoutes().filter((route) => /^\/config\/(test|build)\//.test(route));

/** The pages with the most to explain: several sub-options, modes or integrations. */
const LONG_PAGES = new Set(
  ['/config/test/coverage', '/config/test/pool', '/config/test/projects', '/config/test/reporters'].concat(
    optionRoutes.filter((route) => route.startsWith('/config/build/')),
  ),
);
const MIN_WORDS = 150;
const MIN_WORDS_LONG = 300;

/** The type/default block: one label per language, either colon after the Chinese label. */
const TYPE_LABEL = { en: /\*\*Type:\*\*/, zh: /\*\*类型[：:]\*\*/ };
const DEFAULT_LABEL = { en: /\*\*Default:\*\*/, zh: /\*\*默认值[：:]\*\*/ };

/** The lines between the h1 and the first h2: where a reader looks for the type and the default. */
function topBlock(body: string): string {
  const lines = linesOutsideCode(body).map(({ text }) => text);
  const firstH2 = lines.findIndex((text) => /^##\s/.test(text));
  return lines.slice(0, firstH2 === -1 ? undefined : firstH2).join('\n');
}

function sidebarLinks(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...('link' in item && item.link ? [item.link] : []),
    ...('items' in item && item.items ? sidebarLinks(item.items) : []),
  ]);
}

describe('config option pages', () => {
  it('the spec lists the 29 test and 7 build options', () => {
    expect(optionRoutes.filter((route) => route.startsWith('/config/test/'))).toHaveLength(29);
    expect(optionRoutes.filter((route) => route.startsWith('/config/build/'))).toHaveLength(7);
  });

  describe.each(LANGS)('%s', (lang) => {
    it.each(optionRoutes)('%s states type and default at the top and has a titled example', (route) => {
      const file = pageFileOfRoute(route, lang);
      expect(file).toBeDefined();
      const { body } = readPage(file!);
      const top = topBlock(body);
      expect(top, `${file}: type`).toMatch(TYPE_LABEL[lang]);
      expect(top, `${file}: default`).toMatch(DEFAULT_LABEL[lang]);
      const titled = codeFenceOpenings(body).filter((fence) => /^(`{3,}|~{3,})\w+.*\btitle="[^"]+"/.test(fence));
      expect(titled.length, `${file}: code blocks with a title`).toBeGreaterThan(0);
    });
  });

  it.each(optionRoutes)('%s explains enough in English', (route) => {
    const file = pageFileOfRoute(route, 'en')!;
    const minimum = LONG_PAGES.has(route) ? MIN_WORDS_LONG : MIN_WORDS;
    expect(proseWordCount(readPage(file).body), `${file}: words of prose`).toBeGreaterThanOrEqual(minimum);
  });

});

describe('config overview', () => {
  it.each(LANGS)('%s /config/ is an overview page', (lang) => {
    expect(readPage(pageFileOfRoute('/config/', lang)!).frontmatter.overview).toBe(true);
  });
});

describe('config sidebar', () => {
  it.each(LANGS)('%s lists every test and build option, in the spec order', (lang) => {
    const prefix = lang === 'en' ? '' : '/zh';
    const links = sidebarLinks(configSidebar[lang]).filter((link) => /\/config\/(test|build)\//.test(link));
    expect(links).toEqual(optionRoutes.map((route) => `${prefix}${route}`));
  });

  it.each(LANGS)('%s starts with the overview', (lang) => {
    expect(sidebarLinks(configSidebar[lang])[0]).toBe(lang === 'en' ? '/config/' : '/zh/config/');
  });
});

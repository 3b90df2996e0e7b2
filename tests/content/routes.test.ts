import { describe, expect, it } from 'vitest';
import {
  codeFenceOpenings,
  headingsOf,
  LANGS,
  pageFileOfRoute,
  pagesOfLang,
  readPage,
  specRoutes,
  titleOf,
} from './markdown-source';

const CONFIG_TEST_OPTIONS = [
  'root', 'name', 'include', 'exclude', 'setupFiles', 'projects', 'update', 'globals', 'passWithNoTests',
  'includeSource', 'testNamePattern', 'retry', 'testTimeout', 'hookTimeout', 'maxConcurrency', 'pool',
  'isolate', 'testEnvironment', 'clearMocks', 'resetMocks', 'restoreMocks', 'unstubEnvs', 'unstubGlobals',
  'coverage', 'reporters', 'slowTestThreshold', 'printConsoleTrace', 'onConsoleLog', 'disableConsoleIntercept',
];
const CONFIG_BUILD_OPTIONS = ['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance'];

/** An English title, or the spellings the facts allow for it. */
type Expected = string | string[];

/**
 * Page titles from the route table of facts/README.md. Where the table suggests a Chinese title, it is
 * used, except that fake timers stay in English as the glossary keeps them; option pages keep their
 * identifier in both languages. `/guide/migration/jest` accepts the
 * snapshot's lowercase "jest" and the capitalised "Jest" the table names for later versions.
 */
const TITLES: Record<string, { en: Expected; zh: string }> = {
  '/guide/start/': { en: 'Introduction', zh: '介绍' },
  '/guide/start/quick-start': { en: 'Quick start', zh: '快速上手' },
  '/guide/start/features': { en: 'Features', zh: '功能导航' },
  '/guide/basic/cli': { en: 'CLI', zh: '命令行工具' },
  '/guide/basic/configure-rstest': { en: 'Configure Rstest', zh: '配置 Rstest' },
  '/guide/basic/test-filter': { en: 'Filtering tests', zh: '过滤测试' },
  '/guide/advanced/debugging': { en: 'Debugging', zh: '调试' },
  '/guide/advanced/profiling': { en: 'Profiling', zh: '性能分析' },
  '/guide/migration/jest': { en: ['Migrating from jest', 'Migrating from Jest'], zh: '从 Jest 迁移' },
  '/config/': { en: 'Config Overview', zh: 'Config 总览' },
  ...Object.fromEntries(CONFIG_TEST_OPTIONS.map((name) => [`/config/test/${name}`, { en: name, zh: name }])),
  ...Object.fromEntries(CONFIG_BUILD_OPTIONS.map((name) => [`/config/build/${name}`, { en: name, zh: name }])),
  '/api/': { en: 'API Overview', zh: 'API 总览' },
  '/api/test-api/expect': { en: 'Expect', zh: 'Expect' },
  '/api/test-api/test': { en: 'Test', zh: 'Test' },
  '/api/test-api/describe': { en: 'Describe', zh: 'Describe' },
  '/api/test-api/hooks': { en: 'Hooks', zh: 'Hooks' },
  '/api/rstest/': { en: 'Rstest Utility', zh: 'Rstest Utility' },
  '/api/rstest/mockModules': { en: 'Mock modules', zh: '模拟模块' },
  '/api/rstest/mockFunctions': { en: 'Mock functions', zh: '模拟函数' },
  '/api/rstest/mockInstance': { en: 'MockInstance', zh: 'MockInstance' },
  '/api/rstest/fakeTimers': { en: 'Fake timers', zh: 'Fake timers' },
  '/api/rstest/utilities': { en: 'Utilities', zh: '工具函数' },
};

const routes = specRoutes();
const twinOf = (file: string, lang: string) => file.replace(/^[^/]+\//, `${lang}/`);

describe('content routes', () => {
  it('reads the spec route list', () => {
    expect(routes).toContain('/');
    expect(routes.length).toBeGreaterThan(50);
  });

  describe.each(LANGS)('%s', (lang) => {
    it.each(routes)('%s has a page', (route) => {
      expect(pageFileOfRoute(route, lang), `content/${lang} page for ${route}`).toBeDefined();
    });
  });

  it('every Chinese page has an English twin and every English page a Chinese one', () => {
    const en = pagesOfLang('en');
    const zh = pagesOfLang('zh');
    expect(zh.map((file) => twinOf(file, 'en')).filter((file) => !en.includes(file)), 'zh pages without en twin').toEqual([]);
    expect(en.map((file) => twinOf(file, 'zh')).filter((file) => !zh.includes(file)), 'en pages without zh twin').toEqual([]);
  });

  it('twins have the same outline and the same number of code blocks', () => {
    const shape = (file: string) => {
      const { body } = readPage(file);
      return { headings: headingsOf(body).map((h) => `h${h.depth}`).join(' '), codeBlocks: codeFenceOpenings(body).length };
    };
    const zh = new Set(pagesOfLang('zh'));
    const differing = pagesOfLang('en')
      .filter((file) => zh.has(twinOf(file, 'zh')))
      .filter((file) => JSON.stringify(shape(file)) !== JSON.stringify(shape(twinOf(file, 'zh'))));
    expect(differing).toEqual([]);
  });
});

describe('content titles', () => {
  it('the title table covers every spec route but the home page', () => {
    expect(Object.keys(TITLES).sort()).toEqual(routes.filter((route) => route !== '/').sort());
  });

  describe.each(LANGS)('%s', (lang) => {
    it.each(Object.entries(TITLES))('%s', (route, titles) => {
      const file = pageFileOfRoute(route, lang);
      expect(file, `content/${lang} page for ${route}`).toBeDefined();
      const expected = lang === 'en' ? titles.en : titles.zh;
      const allowed = Array.isArray(expected) ? expected : [expected];
      expect(allowed, `title of ${file}`).toContain(titleOf(readPage(file!)));
    });

    it('/ is the home page of Rstest', () => {
      const { frontmatter } = readPage(pageFileOfRoute('/', lang)!);
      expect(frontmatter.pageType).toBe('home');
      expect(frontmatter.hero?.name).toBe('Rstest');
      // The Chinese <title> carries the Chinese tagline instead of the default " - Rstest".
      if (lang === 'zh') expect(frontmatter.titleSuffix).toMatch(/^ - .*Rspack.*测试框架/);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeTerm, stemWord } from '../../../../src/shared/search-index-format';
import { records } from './search-fixture';
import { loadSearch } from './served-index';

const pagesOf = (hits: { url: string }[]) => [...new Set(hits.map((hit) => hit.url.split('#')[0]))];

describe('client/search/providers/local-search ranking', () => {
  it('folds English endings: share, shares, shared and sharing are one word; so are mock, mocks, mocked and mocking', () => {
    expect(['share', 'shares', 'shared', 'sharing'].map(stemWord)).toEqual(['shar', 'shar', 'shar', 'shar']);
    expect(['mock', 'mocks', 'mocked', 'mocking'].map(stemWord)).toEqual(['mock', 'mock', 'mock', 'mock']);
    expect(['running', 'queries', 'class', 'this', 'string', 'use'].map(stemWord)).toEqual([
      'run',
      'query',
      'class',
      'this',
      'string',
      'use',
    ]);
    // identifiers are matched as written
    expect(normalizeTerm('toBe')).toBe('tobe');
  });

  it('finds a page by another form of the word (sharing for share)', async () => {
    const search = await loadSearch(
      records('en', [
        ['lvl1', '/config/test/projects', ['projects'], 'Run several projects in one process.'],
        ['lvl2', '/config/test/projects', ['projects', 'Sharing settings between projects'], undefined, 'sharing'],
        ['lvl1', '/config/test/pool', ['pool'], 'Run test files in worker processes across all projects.'],
      ]),
      'en',
    );
    expect((await search.search('share config across projects', 10))[0].url).toBe('/config/test/projects#sharing');
  });

  it('weighs a rare word over a common one: the word most records hold does not decide', async () => {
    // every guide page has the common word in its title; the rare word is only in a sentence of one page
    const filler: Parameters<typeof records>[1] = Array.from({ length: 12 }, (_, i) => ['lvl1', `/guide/p${i}`, [`Run ${i}`], 'Steps.']);
    const search = await loadSearch(
      records('en', [...filler, ['lvl1', '/config/test/pool', ['pool'], 'Each test file may isolate its modules.']]),
      'en',
    );
    expect(pagesOf(await search.search('run isolate', 10))[0]).toBe('/config/test/pool');
  });

  it('counts a whole word above the same word inside a longer identifier', async () => {
    const search = await loadSearch(
      records('en', [
        ['lvl1', '/api/rstest/mockModules', ['Mock modules'], 'Replace a module: rstest.mock and fetchTemperature in the example.'],
        [
          'content',
          '/api/rstest/mockModules',
          ['Mock modules'],
          'const fetchTemperature = rstest.fn(); fetchTemperature.mockResolvedValue(1);',
        ],
        ['lvl1', '/api/rstest/utilities', ['Utilities'], 'Helpers for tests.'],
        ['lvl2', '/api/rstest/utilities', ['Utilities', 'rstest.stubGlobal'], undefined, 'stubglobal'],
        ['content', '/api/rstest/utilities', ['Utilities', 'rstest.stubGlobal'], 'Mock a global such as fetch for the test.', 'stubglobal'],
      ]),
      'en',
    );
    expect(pagesOf(await search.search('mock fetch', 10))[0]).toBe('/api/rstest/utilities');
  });

  it('ranks the page titled with the word first, and a heading that is exactly the query above a page lead', async () => {
    const search = await loadSearch(
      records('en', [
        [
          'lvl1',
          '/config/test/clearMocks',
          ['clearMocks'],
          'Clear the calls of every mock before each test; mocks keep their implementation.',
        ],
        ['lvl1', '/config/test/resetMocks', ['resetMocks'], 'Reset every mock before each test: mocks forget calls and implementations.'],
        ['lvl1', '/api/rstest/mockFunctions', ['Mock functions'], 'A mock function records every call made to it.'],
        [
          'lvl1',
          '/config/test/maxConcurrency',
          ['maxConcurrency'],
          'How many tests of describe.concurrent and test.concurrent run at once.',
        ],
        ['lvl1', '/api/test-api/describe', ['describe'], 'Group tests.'],
        ['lvl2', '/api/test-api/describe', ['describe', 'describe.concurrent'], undefined, 'describeconcurrent'],
        [
          'content',
          '/api/test-api/describe',
          ['describe', 'describe.concurrent'],
          'Runs the tests of the group at the same time.',
          'describeconcurrent',
        ],
      ]),
      'en',
    );
    expect(pagesOf(await search.search('mock', 10))[0]).toBe('/api/rstest/mockFunctions');
    expect((await search.search('describe.concurrent', 10))[0].url).toBe('/api/test-api/describe#describeconcurrent');
  });

  it("searches the site's synonyms of a word too: 列出 finds the page that says 输出", async () => {
    const rows: Parameters<typeof records>[1] = [
      ['lvl1', '/zh/guide/basic/cli', ['命令行工具'], '运行测试。'],
      ['lvl2', '/zh/guide/basic/cli', ['命令行工具', '输出测试文件'], undefined, 'list'],
      ['lvl1', '/zh/config/test/retry', ['retry'], '测试失败后自动重试。'],
    ];
    const without = await loadSearch(records('zh', rows), 'zh');
    expect(await without.search('列出', 10)).toEqual([]);
    const withSynonyms = await loadSearch(records('zh', rows), 'zh', { synonyms: [['列出', '输出', '打印']] });
    expect((await withSynonyms.search('列出', 10))[0].url).toBe('/zh/guide/basic/cli#list');
    expect((await withSynonyms.search('列出测试文件', 10))[0].url).toBe('/zh/guide/basic/cli#list');
  });
});

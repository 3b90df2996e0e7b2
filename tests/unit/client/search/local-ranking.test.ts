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
    // the identifier's page names it twice and comes first in the index: only the whole word puts the other first
    const search = await loadSearch(
      records('en', [
        ['lvl1', '/api/rstest/mockModules', ['Modules'], 'Mock the module of fetchTemperature, then assert on fetchTemperature.'],
        ['lvl1', '/api/rstest/utilities', ['Globals'], 'Mock a global such as fetch.'],
      ]),
      'en',
    );
    expect(pagesOf(await search.search('mock fetch', 10))[0]).toBe('/api/rstest/utilities');
  });

  it('ranks the page whose title holds the query above pages that say it more often', async () => {
    // the reset pages' leads and what other pages say of them repeat the word; the other page's title holds it once
    const mentions = ['mock mock mock mock mock mock mock mock mock mock'];
    const search = await loadSearch(
      records('en', [
        [
          'lvl1',
          '/config/test/resetMocks',
          ['resetMocks'],
          'Reset every mock: mock calls, mock results, mock implementations.',
          '',
          mentions,
        ],
        ['lvl1', '/config/test/clearMocks', ['clearMocks'], 'Clear every mock: mock calls, mock results, mock contexts.', '', mentions],
        ['lvl1', '/api/rstest/mockFunctions', ['Mock functions'], 'Functions that record their calls.'],
      ]),
      'en',
    );
    expect(pagesOf(await search.search('mock', 10))[0]).toBe('/api/rstest/mockFunctions');
  });

  it('ranks a heading that is exactly the query above a page that says it more often', async () => {
    const search = await loadSearch(
      records('en', [
        [
          'lvl1',
          '/config/test/maxConcurrency',
          ['maxConcurrency'],
          'How many tests of describe.concurrent and test.concurrent run at once, for describe.concurrent groups.',
          '',
          // how other pages describe it
          ['the limit of describe.concurrent', 'describe.concurrent describe.concurrent describe.concurrent'],
        ],
        ['lvl1', '/api/test-api/describe', ['describe'], 'Group tests.'],
        ['lvl2', '/api/test-api/describe', ['describe', 'describe.concurrent'], undefined, 'describeconcurrent'],
      ]),
      'en',
    );
    expect((await search.search('describe.concurrent', 10))[0].url).toBe('/api/test-api/describe#describeconcurrent');
  });

  it('ranks a passage holding the query words together above a heading that takes one from its page', async () => {
    // the heading weighs more than a passage, and its page's lead lends it the other word
    const search = await loadSearch(
      records('en', [
        ['lvl1', '/config/test/update', ['update'], 'Write snapshot files.'],
        ['lvl2', '/config/test/update', ['update', 'Retry'], undefined, 'retry'],
        ['lvl1', '/guide/basic/ci', ['Continuous integration'], 'A retry keeps the snapshot.'],
      ]),
      'en',
    );
    expect((await search.search('retry snapshot', 10))[0].url).toBe('/guide/basic/ci');
  });

  it('finds a word with an ending the stemmer keeps: rewritten for rewrite', async () => {
    // snapshot is in every record, so the rarer word decides
    const filler: Parameters<typeof records>[1] = Array.from({ length: 8 }, (_, i) => [
      'lvl1',
      `/guide/p${i}`,
      [`Guide ${i}`],
      'A snapshot.',
    ]);
    const search = await loadSearch(
      records('en', [
        ...filler,
        ['lvl1', '/config/build/paths', ['paths'], 'Rewrite an import path.'],
        ['lvl1', '/config/test/update', ['update'], 'Every snapshot that no longer matches is rewritten, and every snapshot file kept.'],
      ]),
      'en',
    );
    expect(pagesOf(await search.search('rewrite snapshots', 10))[0]).toBe('/config/test/update');
  });

  it('cuts a Chinese query into its words, so the rare word decides: 列出所有测试 finds the page that lists', async () => {
    // 测试 and 所有 are in most records; only one page says 列出, and another holds 所有测试 as a phrase
    const filler: Parameters<typeof records>[1] = Array.from({ length: 10 }, (_, i) => [
      'lvl1',
      `/zh/guide/p${i}`,
      [`指南 ${i}`],
      '所有的测试',
    ]);
    const search = await loadSearch(
      records('zh', [
        ...filler,
        ['lvl1', '/zh/config/test/reporters', ['reporters'], '报告所有测试的结果，汇总所有测试用例。'],
        ['lvl1', '/zh/guide/basic/cli', ['命令行工具'], '本文列出了它的所有命令，也能只看测试。'],
      ]),
      'zh',
    );
    expect(pagesOf(await search.search('列出所有测试', 10))[0]).toBe('/zh/guide/basic/cli');
  });

  it('ranks the page about the query above a passage that holds a rare filler word of it too', async () => {
    // 'put' is in one record only, so it weighs most; the page about the config file does not say it
    const search = await loadSearch(
      records('en', [
        [
          'lvl1',
          '/guide/basic/configure',
          ['Configure Rstest'],
          'Rstest reads its config file first: a config file at the root, or a config file per project.',
          '',
          ['the config file', 'config file options'],
        ],
        ['lvl2', '/guide/basic/configure', ['Configure Rstest', 'Config file'], undefined, 'config-file'],
        ['content', '/guide/basic/configure', ['Configure Rstest', 'Config file'], 'The config file is rstest.config.ts.', 'config-file'],
        ['lvl1', '/config/build/resolve', ['resolve'], 'Resolve imports.'],
        ['content', '/config/build/resolve', ['resolve'], 'Put the extensions a file may have in the config.'],
      ]),
      'en',
    );
    expect(pagesOf(await search.search('where to put the config file', 10))[0]).toBe('/guide/basic/configure');
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

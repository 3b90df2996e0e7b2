/** Small DocSearch-shaped record sets, one per language, for the local index and the dialog tests. */
import type { Lang, SearchRecord } from '../../../../src/shared/types';

export type Row = [
  type: SearchRecord['type'],
  path: string,
  levels: (string | null)[],
  content?: string,
  anchor?: string,
  mentions?: string[],
];

const sectionOf = (path: string) => (/^(\/zh)?\/config/.test(path) ? 'Config' : /^(\/zh)?\/api/.test(path) ? 'API' : 'Guide');

/** Records from rows; the section (lvl0) follows the path: Config, API or Guide (配置 and 指南 in Chinese). */
export function records(lang: Lang, rows: Row[]): SearchRecord[] {
  return rows.map(([type, path, levels, content, anchor, mentions], i) => {
    const [lvl1 = null, lvl2 = null, lvl3 = null] = levels;
    const section = sectionOf(path);
    return {
      objectID: `${path}:${i}`,
      url: `https://docs.test${path}${anchor ? `#${anchor}` : ''}`,
      type,
      hierarchy: { lvl0: lang === 'zh' ? ZH_SECTIONS[section] : section, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
      content: content ?? null,
      lang,
      ...(mentions ? { mentions } : {}),
    };
  });
}

const ZH_SECTIONS: Record<string, string> = { Config: '配置', API: 'API', Guide: '指南' };

export const EN_RECORDS = records('en', [
  ['lvl1', '/config/test/update', ['update']],
  ['content', '/config/test/update', ['update'], 'Update snapshot files that no longer match instead of failing the test.'],
  ['lvl2', '/config/test/update', ['update', 'When snapshots are written'], undefined, 'when-snapshots-are-written'],
  ['lvl1', '/guide/basic/cli', ['CLI']],
  ['content', '/guide/basic/cli', ['CLI'], 'Rstest ships a command-line tool that runs your tests.'],
  ['lvl2', '/guide/basic/cli', ['CLI', 'Watch mode'], undefined, 'watch-mode'],
  [
    'content',
    '/guide/basic/cli',
    ['CLI', 'Watch mode'],
    'Reruns the affected tests when a file changes. Press u to update failed snapshots.',
    'watch-mode',
  ],
  ['lvl1', '/api/test-api/expect', ['Expect']],
  ['lvl3', '/api/test-api/expect', ['Expect', 'Matchers', 'toBe'], undefined, 'tobe'],
  ['content', '/api/test-api/expect', ['Expect', 'Matchers', 'toBe'], 'Checks that two values are the same value.', 'tobe'],
  ['lvl1', '/config/test/retry', ['retry']],
  ['content', '/config/test/retry', ['retry'], 'Run a failed test again up to the given number of times.'],
]);

export const ZH_RECORDS = records('zh', [
  ['lvl1', '/zh/config/test/update', ['update']],
  ['content', '/zh/config/test/update', ['update'], '运行时更新快照文件，而不是让测试失败。'],
  ['lvl1', '/zh/guide/basic/cli', ['命令行工具']],
  ['content', '/zh/guide/basic/cli', ['命令行工具'], 'Rstest 提供命令行工具，用于运行测试和监听文件变化。'],
  ['lvl1', '/zh/config/test/retry', ['retry']],
  ['content', '/zh/config/test/retry', ['retry'], '测试失败后自动重试指定的次数。'],
]);

/** Small DocSearch-shaped record sets, one per language, for the local index and the dialog tests. */
import type { Lang, SearchRecord } from '../../../../src/shared/types';

type Row = [type: SearchRecord['type'], path: string, levels: (string | null)[], content?: string, anchor?: string];

function records(lang: Lang, lvl0ByPath: (path: string) => string, rows: Row[]): SearchRecord[] {
  return rows.map(([type, path, levels, content, anchor], i) => {
    const [lvl1 = null, lvl2 = null, lvl3 = null] = levels;
    return {
      objectID: `${path}:${i}`,
      url: `https://docs.test${path}${anchor ? `#${anchor}` : ''}`,
      type,
      hierarchy: { lvl0: lvl0ByPath(path), lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
      content: content ?? null,
      lang,
    };
  });
}

export const EN_RECORDS = records('en', (path) => (path.startsWith('/config') ? 'Config' : path.startsWith('/api') ? 'API' : 'Guide'), [
  ['lvl1', '/config/test/update', ['update']],
  ['content', '/config/test/update', ['update'], 'Update snapshot files that no longer match instead of failing the test.'],
  ['lvl2', '/config/test/update', ['update', 'When snapshots are written'], undefined, 'when-snapshots-are-written'],
  ['lvl1', '/guide/basic/cli', ['CLI']],
  ['content', '/guide/basic/cli', ['CLI'], 'Rstest ships a command-line tool that runs your tests.'],
  ['lvl2', '/guide/basic/cli', ['CLI', 'Watch mode'], undefined, 'watch-mode'],
  ['content', '/guide/basic/cli', ['CLI', 'Watch mode'], 'Reruns the affected tests when a file changes. Press u to update failed snapshots.', 'watch-mode'],
  ['lvl1', '/api/test-api/expect', ['Expect']],
  ['lvl3', '/api/test-api/expect', ['Expect', 'Matchers', 'toBe'], undefined, 'tobe'],
  ['content', '/api/test-api/expect', ['Expect', 'Matchers', 'toBe'], 'Checks that two values are the same value.', 'tobe'],
  ['lvl1', '/config/test/retry', ['retry']],
  ['content', '/config/test/retry', ['retry'], 'Run a failed test again up to the given number of times.'],
]);

export const ZH_RECORDS = records('zh', (path) => (path.startsWith('/zh/config') ? '配置' : '指南'), [
  ['lvl1', '/zh/config/test/update', ['update']],
  ['content', '/zh/config/test/update', ['update'], '运行时更新快照文件，而不是让测试失败。'],
  ['lvl1', '/zh/guide/basic/cli', ['命令行工具']],
  ['content', '/zh/guide/basic/cli', ['命令行工具'], 'Rstest 提供命令行工具，用于运行测试和监听文件变化。'],
  ['lvl1', '/zh/config/test/retry', ['retry']],
  ['content', '/zh/config/test/retry', ['retry'], '测试失败后自动重试指定的次数。'],
]);

import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { buildIndexFiles } from '../../../../src/node/search/search-index';
import { startSearchIndexThread } from '../../../../src/node/workers/search-index-thread';
import type { Lang, SearchRecord } from '../../../../src/shared/types';

const ROOT = resolve(import.meta.dirname, '../../../..');

const record = (url: string, lvl1: string, content: string, lang: Lang = 'en'): SearchRecord => ({
  objectID: url,
  lang,
  url,
  type: 'content',
  hierarchy: { lvl0: 'Guide', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
});

const RECORDS: [Lang, SearchRecord[]][] = [
  ['en', [record('https://docs.test/guide/snapshots#update', 'Snapshots', 'Update snapshot files with -u.')]],
  ['zh', [record('https://docs.test/zh/guide/snapshots#update', '快照', '运行时更新快照文件。', 'zh')]],
];

describe('node/search-index-thread', () => {
  it('builds in a worker exactly the files the main thread would (names with hash, JSON)', async () => {
    const fallbacks: string[] = [];
    const thread = startSearchIndexThread({ root: ROOT, onFallback: (reason) => fallbacks.push(reason) });
    try {
      const files = await thread.build({ records: RECORDS, base: '/' });
      expect(files).toEqual(buildIndexFiles(RECORDS, '/'));
      expect(files.map((f) => f.file)).toEqual([expect.stringMatching(/^search\/en\.[0-9a-f]{10}\.json$/), expect.stringMatching(/^search\/zh\.[0-9a-f]{10}\.json$/)]);
      expect(fallbacks).toEqual([]);
    } finally {
      await thread.close();
    }
  });

  it('falls back to the main thread, with the reason, when the worker cannot start', async () => {
    const fallbacks: string[] = [];
    // the worker's code cannot be written under a file: bundling fails
    const thread = startSearchIndexThread({ root: resolve(ROOT, 'package.json'), onFallback: (reason) => fallbacks.push(reason) });
    const files = await thread.build({ records: RECORDS, base: '/' });
    await thread.close();
    expect(files).toEqual(buildIndexFiles(RECORDS, '/'));
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/ENOTDIR|not a directory/i);
  });

  it('a thread closed while building (a failed build) returns nothing and does not fall back', async () => {
    const fallbacks: string[] = [];
    const thread = startSearchIndexThread({ root: ROOT, onFallback: (reason) => fallbacks.push(reason) });
    const files = thread.build({ records: RECORDS, base: '/' });
    await thread.close();
    expect(await files).toEqual([]);
    expect(fallbacks).toEqual([]);
  });
});

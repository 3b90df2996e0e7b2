import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { SiteState } from '../../../../src/node/site/site-state';
import { entryFiles } from '../../../../src/node/cache/entry-file';
import { pageCompileCache } from '../../../../src/node/cache/page-cache';
import { compileAndCheck } from '../../../../src/node/prerender/compile-pages';
import { createPageStore } from '../../../../src/node/prerender/page-store';
import { DEFAULT_SHIKI_THEMES } from '../../../../src/shared/shiki-themes';
import type { BlockRequest } from '../../../../src/node/markdown/highlight-block';
import type { HighlightThread } from '../../../../src/node/workers/highlight-thread';

const site = resolveConfig({
  title: 'T',
  siteUrl: 'https://t.dev',
  locales: [{ lang: 'en' }],
  markdown: { shikiThemes: { dark: 'nord' } },
});
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'compile-ahead-'));
  mkdirSync(join(root, 'content/en'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A highlight thread that notes each request and answers with the code in a marked `<pre>`. */
function recordingThread(asked: BlockRequest[]): HighlightThread {
  return {
    ready: Promise.resolve(),
    highlight: async (request) => {
      asked.push(request);
      return { html: `<pre class="from-thread">${request.lang}:${request.code}</pre>`, unknownLanguage: false };
    },
    warm: async () => [],
    close: async () => {},
  };
}

describe('node/prerender/compile-pages: code blocks sent ahead of the parse', () => {
  it('the blocks read from the text go to the thread before those the parse finds, each block once, as the compile asks for them', async () => {
    const page = [
      '# Page',
      '',
      '```ts',
      'const a = 1;',
      '```',
      '',
      '- in a list:',
      '',
      '  ```yaml',
      '  a: 1',
      '  ```',
      '',
      '```json{2}',
      '{',
      '  "b": 2',
      '}',
      '```',
      '',
      '```ts',
      'const a = 1;',
      '```',
      '',
    ].join('\n');
    writeFileSync(join(root, 'content/en/page.md'), page);
    const state = new SiteState({ site, root, contentDir: join(root, 'content') });
    state.rescan();
    const asked: BlockRequest[] = [];
    const lines: string[] = [];
    const store = await createPageStore(join(root, 'store'));
    const { pages } = await compileAndCheck(state, {
      root,
      log: (line) => lines.push(line),
      store,
      highlightThread: recordingThread(asked),
    });
    expect(lines).toEqual([]);
    const themes = { light: DEFAULT_SHIKI_THEMES.light, dark: 'nord' };
    // in the order of the text, the block in the list (which the parse finds) last; the repeated block once
    expect(asked).toEqual([
      { code: 'const a = 1;', lang: 'ts', themes, highlightLines: [] },
      { code: '{\n  "b": 2\n}', lang: 'json', themes, highlightLines: [2] },
      { code: 'a: 1', lang: 'yaml', themes, highlightLines: [] },
    ]);
    // the answers to the requests sent ahead are the ones the page shows
    const tree = JSON.stringify(await store.read(pages.find((p) => p.route.path === '/page')!.key));
    expect(tree.match(/from-thread/g)).toHaveLength(4);
    expect(tree).toContain('json:{');
  });

  it('a page the cache holds is not compiled, and nothing of it goes to the thread', async () => {
    writeFileSync(join(root, 'content/en/page.md'), '# Page\n\n```ts\nconst a = 1;\n```\n');
    const state = new SiteState({ site, root, contentDir: join(root, 'content') });
    state.rescan();
    const memo = pageCompileCache(entryFiles(join(root, 'cache'), 'pages'), 'compile key');
    const build = async () => {
      const asked: BlockRequest[] = [];
      const store = await createPageStore(join(root, 'store'));
      await compileAndCheck(state, { root, log: () => {}, store, memo, highlightThread: recordingThread(asked) });
      return asked.map(({ code }) => code);
    };
    expect(await build()).toEqual(['const a = 1;']);
    expect(memo.stats).toEqual({ hits: 0, misses: 1 });
    expect(await build()).toEqual([]);
    expect(memo.stats).toEqual({ hits: 1, misses: 1 });
  });
});

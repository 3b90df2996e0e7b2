import { assembledHere } from '../../../../src/node/search/index-assembly';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { SiteState } from '../../../../src/node/site/site-state';
import { entryPacks } from '../../../../src/node/cache/entry-packs';
import { pageCompileCache } from '../../../../src/node/cache/page-cache';
import { compileAndCheck } from '../../../../src/node/prerender/compile-pages';
import { createPageStore } from '../../../../src/node/prerender/page-store';
import { DEFAULT_SHIKI_THEMES } from '../../../../src/shared/shiki-themes';
import type { BlockRequest } from '../../../../src/node/markdown/highlight-block';
import type { HighlightThread } from '../../../../src/node/workers/highlight-thread';
import { parseAhead, type ParseRequest } from '../../../../src/node/markdown/parse-ahead';
import { deserialize, serialize } from 'node:v8';
import type { Root } from 'mdast';

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

/**
 * A highlight thread that notes each request and answers with the code in a marked `<pre>`; it
 * notes each page offered to parse too, and parses none unless told `parse`, which answers as
 * through a message.
 */
function recordingThread(asked: BlockRequest[], offered: ParseRequest[] = [], { parse = false } = {}): HighlightThread {
  return {
    ready: Promise.resolve(),
    highlight: async (request) => {
      asked.push(request);
      return { html: `<pre class="from-thread">${request.lang}:${request.code}</pre>`, unknownLanguage: false };
    },
    warm: async () => [],
    parseAhead: () => (_slot, request) => {
      offered.push(request);
      const tree = parse ? parseAhead(request) : undefined;
      return async () => tree && (deserialize(serialize(tree)) as Root);
    },
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
    const memo = pageCompileCache(entryPacks(join(root, 'cache'), 'pages'), 'compile key');
    const build = async () => {
      const asked: BlockRequest[] = [];
      const offered: ParseRequest[] = [];
      const store = await createPageStore(join(root, 'store'));
      await compileAndCheck(state, { root, log: () => {}, store, memo, highlightThread: recordingThread(asked, offered) });
      return [...asked.map(({ code }) => code), ...offered.map(({ source }) => source)];
    };
    expect(await build()).toEqual(['const a = 1;', '# Page\n\n```ts\nconst a = 1;\n```\n']);
    expect(memo.stats).toEqual({ hits: 0, misses: 1 });
    expect(await build()).toEqual([]);
    expect(memo.stats).toEqual({ hits: 1, misses: 1 });
  });
});

describe('node/prerender/compile-pages: pages parsed in the highlight thread', () => {
  const pageText = '# Page\n\n:::tip\nA *tip* with www.example.com.\n:::\n\n| a |\n| - |\n| b |\n\n```ts\nconst a = 1;\n```\n';

  async function build(state: SiteState, thread: HighlightThread) {
    const store = await createPageStore(join(root, `store-${Math.random().toString(36).slice(2)}`));
    const lines: string[] = [];
    const { pages } = await compileAndCheck(state, { root, log: (line) => lines.push(line), store, highlightThread: thread });
    expect(lines).toEqual([]);
    return Promise.all(pages.map(async ({ route, page, key }) => ({ path: route.path, page, tree: await store.read(key) })));
  }

  function siteWith(markdown: Record<string, unknown> = {}) {
    writeFileSync(join(root, 'content/en/page.md'), pageText);
    writeFileSync(join(root, 'content/en/other.md'), '# Other\n\nText.\n');
    const config = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }], markdown });
    const state = new SiteState({ site: config, root, contentDir: join(root, 'content') });
    state.rescan();
    return state;
  }

  it('offers each page once, with its text, and a page built from the tree the thread parsed is the page parsed here', async () => {
    const offered: ParseRequest[] = [];
    const state = siteWith();
    const fromThread = await build(state, recordingThread([], offered, { parse: true }));
    expect(offered.map(({ source }) => source).sort()).toEqual(['# Other\n\nText.\n', pageText]);
    expect(offered[0]).toMatchObject({ components: [], timeLimit: 10_000 });
    const here = await build(state, recordingThread([]));
    expect(fromThread).toStrictEqual(here);
  });

  it('offers no page of a site with Markdown plugins of its own: a plugin may add syntax the thread does not know', async () => {
    for (const markdown of [{ remarkPlugins: [() => {}] }, { rehypePlugins: [() => {}] }]) {
      const offered: ParseRequest[] = [];
      await build(siteWith(markdown), recordingThread([], offered, { parse: true }));
      expect(offered, JSON.stringify(Object.keys(markdown))).toEqual([]);
    }
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBuildCache } from '../../../../src/node/cache/build-cache';
import { pageBlocks, type KeptBlocks } from '../../../../src/node/cache/page-blocks';
import { resolveConfig } from '../../../../src/shared/config';
import type { BlockRequest, BlockResult } from '../../../../src/node/markdown/highlight-block';

let dir: string;
let kept: KeptBlocks;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-page-blocks-'));
  kept = openBuildCache(
    join(dir, 'cache'),
    { root: dir, contentDir: dir, site: resolveConfig({ title: 'Docs', siteUrl: 'https://example.com' }) },
    () => {},
  )!.kept('blocks');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const block = (code: string, lang = 'ts'): BlockRequest => ({
  code,
  lang,
  themes: { light: 'github-light', dark: 'github-dark' },
  highlightLines: [],
});

/** One compile of a page with these blocks; returns what the highlight thread was asked. */
async function compile(
  routePath: string,
  requests: BlockRequest[],
  store: KeptBlocks | undefined = kept,
): Promise<{ asked: string[]; results: BlockResult[] }> {
  const asked: string[] = [];
  const page = pageBlocks(store, routePath, async (request) => {
    asked.push(request.code);
    return { html: `<pre>${request.lang}:${request.code}</pre>`, unknownLanguage: false };
  });
  const results = await Promise.all(requests.map((request) => page.highlight(request)));
  await page.keep();
  return { asked, results };
}

describe('node/prerender/page-blocks', () => {
  it('a page compiled again highlights only the blocks it changed, and gets the same HTML for the others', async () => {
    const first = await compile('/guide/a', [block('const a = 1;'), block('npm test', 'sh'), block('const a = 1;')]);
    expect(first.asked).toEqual(['const a = 1;', 'npm test']);
    const again = await compile('/guide/a', [block('const a = 1;'), block('npm test', 'sh')]);
    expect(again.asked).toEqual([]);
    expect(again.results).toEqual(first.results.slice(0, 2));
    const edited = await compile('/guide/a', [block('const a = 2;'), block('npm test', 'sh')]);
    expect(edited.asked).toEqual(['const a = 2;']);
    // a block is the same only with the same request: another language, or other highlighted lines, is highlighted afresh
    expect((await compile('/guide/a', [block('npm test', 'bash'), { ...block('npm test', 'sh'), highlightLines: [1] }])).asked).toEqual([
      'npm test',
      'npm test',
    ]);
    // another page keeps its own
    expect((await compile('/guide/b', [block('const a = 2;')])).asked).toEqual(['const a = 2;']);
  });

  it('with nothing kept (a build without a cache): each block of a page is highlighted once, at once, and nothing is written', async () => {
    const asked: string[] = [];
    const page = pageBlocks(undefined, '/guide/a', async (request) => {
      asked.push(request.code);
      return { html: `<pre>${request.code}</pre>`, unknownLanguage: false };
    });
    const files = () => readdirSync(dir, { recursive: true });
    const before = files();
    const first = page.highlight(block('const a = 1;'));
    // asked before this turn ends: a request made before a page's parse reaches the thread before it
    expect(asked).toEqual(['const a = 1;']);
    expect(page.highlight(block('const a = 1;'))).toBe(first);
    await first;
    await page.keep();
    expect(files()).toEqual(before);
    expect((await compile('/guide/a', [block('const a = 1;')], undefined)).asked).toEqual(['const a = 1;']);
  });

  it('a damaged entry is read as none: its blocks are highlighted again', async () => {
    await compile('/guide/a', [block('const a = 1;')]);
    for (const entry of readdirSync(join(dir, 'cache'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
      const file = join(entry.parentPath, entry.name);
      // still JSON when garbled: the checksum has to find it
      writeFileSync(file, readFileSync(file, 'utf8').replace('const a = 1;', 'const a = 9;'));
    }
    const again = await compile('/guide/a', [block('const a = 1;')]);
    expect(again.asked).toEqual(['const a = 1;']);
    expect(again.results[0].html).toBe('<pre>ts:const a = 1;</pre>');
  });
});

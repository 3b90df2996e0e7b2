import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { SiteState } from '../../../../src/node/site/site-state';
import type { BlockRequest, HighlightBlock } from '../../../../src/node/markdown/highlight-block';
import { fenceLanguages, predictedBlocks } from '../../../../src/node/markdown/fence-languages';
import { findFences, markFencedLines } from '../../../../src/node/markdown/source-lines';

const page = (...blocks: [info: string, code: string][]) =>
  blocks.map(([info, code]) => `Some text.\n\n\`\`\`${info}\n${code}\n\`\`\`\n`).join('\n');

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }] });
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'predicted-blocks-'));
  mkdirSync(join(root, 'content/en'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('node/markdown/fence-languages', () => {
  it('ranks the languages by how many blocks use them, each with its first block', () => {
    const texts = [
      page(['bash', 'npm i'], ['ts {2} title="a.ts"', 'const a = 1;\nconst b = 2;']),
      page(['TS', 'let c = 3;'], ['json', '{}']),
      page(['ts', 'x()']),
    ];
    expect(fenceLanguages(texts)).toEqual([
      { lang: 'ts', code: 'const a = 1;\nconst b = 2;' },
      { lang: 'bash', code: 'npm i' },
      { lang: 'json', code: '{}' },
    ]);
  });

  it('counts no language for a fence without one, and none inside another block', () => {
    const text = ['```', 'plain', '```', '', '````md', '```js', 'inner()', '```', '````'].join('\n');
    expect(fenceLanguages([text])).toEqual([{ lang: 'md', code: '```js\ninner()\n```' }]);
  });

  it('keeps the start of a long block, and a block left open runs to the end of the text', () => {
    const long = Array.from({ length: 100 }, (_, i) => `line ${i}`);
    const [sample] = fenceLanguages([['~~~yaml', ...long].join('\n')]);
    expect(sample.lang).toBe('yaml');
    expect(sample.code.split('\n')).toEqual(long.slice(0, 40));
    expect(findFences(['~~~yaml', 'a', 'b'])).toEqual([{ open: 0, close: 3, info: 'yaml' }]);
    expect(markFencedLines(['x', '```ts', 'a', '```', 'y', '~~~', 'b'])).toEqual([false, true, true, true, false, true, true]);
  });

  it('predicts the blocks a compile asks to highlight, exactly as it asks, for fences that begin their line', async () => {
    const page = [
      '---',
      'title: Blocks',
      '---',
      '# Blocks',
      '',
      '```ts title="a.ts" {1,3}',
      'const a = 1;',
      'const b = 2;',
      'const c = 3;',
      '```',
      '',
      '```ts{2}',
      'let x;',
      'x = 1;',
      '```',
      '',
      '~~~bash',
      'npm test',
      '~~~',
      '',
      ':::tip',
      '```json',
      '{ "a": 1 }',
      '```',
      ':::',
      '',
      '```',
      'plain',
      '```',
      '',
      '- in a list:',
      '',
      '  ```yaml',
      '  a: 1',
      '  ```',
      '',
    ].join('\n');
    const asked: BlockRequest[] = [];
    const highlight: HighlightBlock = async (request) => {
      asked.push(request);
      return { unknownLanguage: false };
    };
    const state = new SiteState({ site, root, contentDir: join(root, 'content'), compiling: { highlight } });
    writeFileSync(join(root, 'content/en/blocks.md'), page);
    state.rescan();
    await state.compile(state.routes.find((r) => r.path === '/blocks')!);
    const requests = asked.map(({ code, lang, highlightLines }) => ({ code, lang, highlightLines }));
    const predicted = predictedBlocks(page);
    // every prediction is a request the compile made; only the block in the list is not predicted
    expect(requests).toEqual(expect.arrayContaining(predicted));
    expect(predicted).toHaveLength(5);
    expect(requests.filter((r) => !predicted.some((p) => JSON.stringify(p) === JSON.stringify(r)))).toEqual([
      { code: 'a: 1', lang: 'yaml', highlightLines: [] },
    ]);
  });
});

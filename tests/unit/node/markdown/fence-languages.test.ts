import { describe, expect, it } from 'vitest';
import { fenceLanguages, spreadSample } from '../../../../src/node/markdown/fence-languages';
import { findFences, markFencedLines } from '../../../../src/node/markdown/source-lines';

const page = (...blocks: [info: string, code: string][]) => blocks.map(([info, code]) => `Some text.\n\n\`\`\`${info}\n${code}\n\`\`\`\n`).join('\n');

describe('node/markdown/fence-languages', () => {
  it('ranks the languages by how many blocks use them, each with its first block', () => {
    const texts = [page(['bash', 'npm i'], ['ts {2} title="a.ts"', 'const a = 1;\nconst b = 2;']), page(['TS', 'let c = 3;'], ['json', '{}']), page(['ts', 'x()'])];
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

  it('samples a long list evenly, a short one whole', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(spreadSample(items, 4)).toEqual([0, 2, 5, 7]);
    expect(spreadSample(items, 20)).toEqual(items);
  });
});

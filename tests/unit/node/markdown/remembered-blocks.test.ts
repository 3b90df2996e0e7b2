import { describe, expect, it } from 'vitest';
import type { BlockRequest, HighlightBlock } from '../../../../src/node/markdown/highlight-block';
import { rememberedBlocks } from '../../../../src/node/markdown/remembered-blocks';

const themes = { light: 'github-light', dark: 'github-dark' };
const block = (code: string, extra: Partial<BlockRequest> = {}): BlockRequest => ({
  code,
  lang: 'ts',
  themes,
  highlightLines: [],
  ...extra,
});

function counting(): { highlight: HighlightBlock; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    highlight: async (request) => {
      calls.push(request.code);
      if (request.code === 'fails') throw new Error('no highlighter');
      return { html: `<pre>${request.code}</pre>`, unknownLanguage: false };
    },
  };
}

describe('rememberedBlocks', () => {
  it('highlights a block once; another language, theme or marked line is another block', async () => {
    const { highlight, calls } = counting();
    const remembered = rememberedBlocks(highlight);
    expect(await remembered(block('a'))).toEqual({ html: '<pre>a</pre>', unknownLanguage: false });
    await remembered(block('a'));
    await remembered(block('a', { lang: 'js' }));
    await remembered(block('a', { highlightLines: [1] }));
    await remembered(block('a', { themes: { ...themes, dark: 'nord' } }));
    expect(calls).toEqual(['a', 'a', 'a', 'a']);
  });

  it('tries a failed block again, and forgets the least recently used past its limit', async () => {
    const { highlight, calls } = counting();
    const remembered = rememberedBlocks(highlight, 2);
    await expect(remembered(block('fails'))).rejects.toThrow('no highlighter');
    await expect(remembered(block('fails'))).rejects.toThrow('no highlighter');
    await remembered(block('a'));
    await remembered(block('b'));
    await remembered(block('a'));
    await remembered(block('c'));
    await remembered(block('a'));
    await remembered(block('b'));
    expect(calls).toEqual(['fails', 'fails', 'a', 'b', 'c', 'b']);
  });
});

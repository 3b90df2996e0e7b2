import { describe, expect, it } from 'vitest';
import { formatSrcset, parseSrcset } from '../../../../src/node/markdown/srcset';

describe('src/node/markdown/srcset', () => {
  it('reads each candidate URL and its descriptors', () => {
    expect(parseSrcset('a.png 1x, b.png 2x')).toEqual([
      { url: 'a.png', descriptors: '1x' },
      { url: 'b.png', descriptors: '2x' },
    ]);
    expect(parseSrcset(' a.png\t480w,\nb.png  800w ')).toEqual([
      { url: 'a.png', descriptors: '480w' },
      { url: 'b.png', descriptors: '800w' },
    ]);
  });

  it('reads a URL as a browser does: up to whitespace, commas inside it kept, trailing commas ending it', () => {
    expect(parseSrcset('https://x/a,javascript:b.png')).toEqual([{ url: 'https://x/a,javascript:b.png', descriptors: '' }]);
    expect(parseSrcset('a.png,b.png 2x')).toEqual([{ url: 'a.png,b.png', descriptors: '2x' }]);
    expect(parseSrcset('a.png, javascript:x 2x')).toEqual([
      { url: 'a.png', descriptors: '' },
      { url: 'javascript:x', descriptors: '2x' },
    ]);
    expect(parseSrcset('a.png,, b.png')).toEqual([
      { url: 'a.png', descriptors: '' },
      { url: 'b.png', descriptors: '' },
    ]);
    expect(parseSrcset('data:image/png;base64,AAAA 2x')).toEqual([{ url: 'data:image/png;base64,AAAA', descriptors: '2x' }]);
  });

  it('a comma inside parentheses does not end the descriptors', () => {
    expect(parseSrcset('a.png 1x (x,y), b.png')).toEqual([
      { url: 'a.png', descriptors: '1x (x,y)' },
      { url: 'b.png', descriptors: '' },
    ]);
  });

  it('finds nothing in an empty srcset, and writes candidates back', () => {
    expect(parseSrcset(' , ')).toEqual([]);
    expect(
      formatSrcset([
        { url: 'a.png', descriptors: '1x' },
        { url: 'b.png', descriptors: '' },
      ]),
    ).toBe('a.png 1x, b.png');
  });
});

import { describe, expect, it } from 'vitest';
import { createLinkIgnore } from '../../../../src/node/site/ignored-links';

const at = (target: string, raw = target) => ({ target, raw });

describe('src/node/site/ignored-links', () => {
  it('takes a string as a path prefix that ends at a segment', () => {
    const ignored = createLinkIgnore(['/playground']);
    expect([at('/playground'), at('/playground/share'), at('/x', '/playground#top')].map(ignored)).toEqual([true, true, true]);
    expect(ignored(at('/playgrounds'))).toBe(false);
  });

  it('takes a string with * or ? as a glob over the whole target', () => {
    const ignored = createLinkIgnore(['/api/**', '/v?/*']);
    expect([at('/api/a/b'), at('/v1/intro'), at('/v1/intro/deep'), at('/apis')].map(ignored)).toEqual([true, true, false, false]);
  });

  it('tests a RegExp on the link as written and on its target, a global one each time from the start', () => {
    const ignored = createLinkIgnore([/repl/g]);
    expect([at('/a', './repl.md'), at('/repl/x', '../x.md'), at('/repl', 'repl'), at('/b')].map(ignored)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('ignores nothing without patterns', () => {
    expect(createLinkIgnore([])(at('/x'))).toBe(false);
  });
});

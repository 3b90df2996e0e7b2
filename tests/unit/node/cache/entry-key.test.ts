import { describe, expect, it } from 'vitest';
import { entryKey } from '../../../../src/node/cache/entry-key';

describe('node/cache/entry-key', () => {
  it('is the same for the same inputs, and differs when an input, their number or their grouping differs', () => {
    expect(entryKey('a', { b: [1, 2] })).toBe(entryKey('a', { b: [1, 2] }));
    const keys = [entryKey('a'), entryKey('a', ''), entryKey('a', 'b'), entryKey(['a', 'b']), entryKey('a\nb'), entryKey('1'), entryKey(1)];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('counts a function by its source text, so an edited plugin makes another key', () => {
    const plugin = () => () => 'one';
    const edited = () => () => 'two';
    expect(entryKey({ remarkPlugins: [plugin] })).toBe(entryKey({ remarkPlugins: [() => () => 'one'] }));
    expect(entryKey({ remarkPlugins: [plugin] })).not.toBe(entryKey({ remarkPlugins: [edited] }));
    expect(entryKey({ remarkPlugins: [[plugin, { depth: 1 }]] })).not.toBe(entryKey({ remarkPlugins: [[plugin, { depth: 2 }]] }));
  });
});

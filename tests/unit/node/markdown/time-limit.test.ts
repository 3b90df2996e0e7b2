import { describe, expect, it } from 'vitest';
import { runWithTimeLimit, TimeLimitExceeded } from '../../../../src/node/markdown/time-limit';

describe('src/node/markdown/time-limit', () => {
  it("returns a step's value and passes its errors through", () => {
    expect(runWithTimeLimit(10_000, () => 42)).toBe(42);
    expect(() =>
      runWithTimeLimit(10_000, () => {
        throw new TypeError('from the step');
      }),
    ).toThrow(new TypeError('from the step'));
  });

  it('stops synchronous code that never ends, a runaway regular expression too', () => {
    expect(() =>
      runWithTimeLimit(50, () => {
        for (;;);
      }),
    ).toThrow(TimeLimitExceeded);
    const backtracking = /^(a+)+$/;
    expect(() => runWithTimeLimit(50, () => backtracking.test(`${'a'.repeat(40)}!`))).toThrow(TimeLimitExceeded);
  });

  it('can run again after stopping a step', () => {
    expect(() =>
      runWithTimeLimit(50, () => {
        for (;;);
      }),
    ).toThrow(TimeLimitExceeded);
    expect(runWithTimeLimit(10_000, () => 'still usable')).toBe('still usable');
  });
});

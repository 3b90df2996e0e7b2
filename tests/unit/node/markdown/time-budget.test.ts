import { describe, expect, it } from 'vitest';
import { createTimeBudget, TimeLimitExceeded } from '../../../../src/node/markdown/time-budget';

const endless = () => {
  for (;;);
};

describe('src/node/markdown/time-budget', () => {
  it("returns a step's value and passes its errors through", () => {
    const budget = createTimeBudget(10_000);
    expect(budget.run(() => 42)).toBe(42);
    expect(() =>
      budget.run(() => {
        throw new TypeError('from the step');
      }),
    ).toThrow(new TypeError('from the step'));
  });

  it('stops synchronous code that never ends, a runaway regular expression too', () => {
    expect(() => createTimeBudget(50).run(endless)).toThrow(TimeLimitExceeded);
    const backtracking = /^(a+)+$/;
    expect(() => createTimeBudget(50).run(() => backtracking.test(`${'a'.repeat(40)}!`))).toThrow(TimeLimitExceeded);
  });

  it('is shared by the steps run through it: once spent, the next step does not run', () => {
    const budget = createTimeBudget(50);
    expect(() => budget.run(endless)).toThrow(TimeLimitExceeded);
    let ran = false;
    expect(() =>
      budget.run(() => {
        ran = true;
      }),
    ).toThrow(TimeLimitExceeded);
    expect(ran).toBe(false);
  });
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../../src/client/router/when-idle';

describe('client/router/when-idle', () => {
  it('runs the work when the browser is idle, where it can tell', () => {
    const requestIdleCallback = vi.fn();
    const work = () => {};
    whenIdle(work, { requestIdleCallback, setTimeout: vi.fn() } as never);
    expect(requestIdleCallback).toHaveBeenCalledWith(work);
  });

  it('an element named requestIdleCallback where the browser has no such function (Safari): the work still runs', () => {
    vi.useFakeTimers();
    try {
      // what named access on window gives for <a id="requestIdleCallback"> in a browser without the function
      const clobbered = {
        requestIdleCallback: document.createElement('a'),
        setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      } as never;
      const work = vi.fn();
      expect(() => whenIdle(work, clobbered)).not.toThrow();
      vi.runAllTimers();
      expect(work).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

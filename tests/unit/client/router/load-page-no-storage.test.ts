// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearReloadFlag, fullLoadOnce } from '../../../../src/client/router/load-page';

// a browser that refuses storage: reading the sessionStorage global throws
const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException('sessionStorage is disabled', 'SecurityError');
    },
  });
});
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
  vi.restoreAllMocks();
});

describe('client/router/load-page without storage', () => {
  test('a failed chunk still does one full load of the target URL, and nothing throws', () => {
    expect(() => sessionStorage).toThrow('disabled');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as unknown as Location);
    expect(fullLoadOnce('/guide/a')).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith(new URL('/guide/a', window.location.href).href);
    expect(() => clearReloadFlag()).not.toThrow();
  });
});

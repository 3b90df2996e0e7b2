// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearReloadFlag, fullLoadOnce } from '../../../../src/client/router/load-page';

describe('client/router/load-page', () => {
  afterEach(() => {
    clearReloadFlag();
    vi.restoreAllMocks();
  });

  function stubLocation() {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as unknown as Location);
    return assign;
  }

  test('a failed chunk does one full load of the target URL', () => {
    const assign = stubLocation();
    expect(fullLoadOnce('/guide/a')).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL('/guide/a', window.location.href).href);
  });

  test.each(['//evil.example/x', '/\\evil.example/x', '/\t/evil.example/x'])('the full load of %j stays on the site', (path) => {
    const assign = stubLocation();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fullLoadOnce(path);
    for (const [target] of assign.mock.calls) expect(new URL(String(target), window.location.href).origin).toBe(window.location.origin);
  });

  test('a second failure for the same URL right after does not reload again (no loop)', () => {
    const assign = stubLocation();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fullLoadOnce('/guide/a');
    expect(fullLoadOnce('/guide/a')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
  });

  test('another URL still gets its full load', () => {
    const assign = stubLocation();
    fullLoadOnce('/guide/a');
    expect(fullLoadOnce('/guide/b')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});

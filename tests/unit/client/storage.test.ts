// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, removeStorage, writeStorage } from '../../../src/client/storage';

const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('client/storage', () => {
  it('reads and writes localStorage', () => {
    writeStorage('k1', 'a');
    expect(localStorage.getItem('k1')).toBe('a');
    expect(readStorage('k1')).toBe('a');
    removeStorage('k1');
    expect(readStorage('k1')).toBeNull();
  });

  it('keeps a value the browser refuses (storage full) in memory, over what storage still holds', () => {
    localStorage.setItem('k2', 'old');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    writeStorage('k2', 'new');
    writeStorage('k3', 'first');
    expect(readStorage('k2')).toBe('new');
    expect(readStorage('k3')).toBe('first');
  });

  it('goes back to storage once a write of the key succeeds again', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    writeStorage('k4', 'in memory');
    setItem.mockRestore();
    writeStorage('k4', 'stored');
    localStorage.setItem('k4', 'changed in another tab');
    expect(readStorage('k4')).toBe('changed in another tab');
  });

  it('remembers a refused removal, and works when storage cannot be read at all', () => {
    localStorage.setItem('k5', 'stale');
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(quotaExceeded);
    removeStorage('k5');
    expect(readStorage('k5')).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(quotaExceeded);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    expect(readStorage('k6')).toBeNull();
    writeStorage('k6', 'memory only');
    expect(readStorage('k6')).toBe('memory only');
  });
});

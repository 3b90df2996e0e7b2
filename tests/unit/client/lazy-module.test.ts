import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../../src/client/lazy-module';

describe('client/lazy-module', () => {
  it('imports once, and gives the module at once after that', async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }));
    const lazy = lazyModule(importModule);
    expect(lazy.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(lazy.loaded()).toBe(a);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('a failed import is tried again on the next use', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ answer: 42 });
    const lazy = lazyModule(importModule);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.loaded()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createProgress } from '../../../../src/client/router/progress';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('client/router/progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a load that settles within 200 ms never shows the bar', async () => {
    const progress = createProgress(document);
    const load = deferred();
    progress.track(load.promise);
    vi.advanceTimersByTime(199);
    load.resolve();
    await flush();
    vi.advanceTimersByTime(1000);
    expect(document.getElementById('nprogress')).toBeNull();
    expect(progress.state()).toBe('idle');
  });

  test('a slow load shows the bar at 200 ms starting at 0.08, trickles, then completes and fades out', async () => {
    const progress = createProgress(document);
    const load = deferred();
    progress.track(load.promise);
    vi.advanceTimersByTime(199);
    expect(document.getElementById('nprogress')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('nprogress')).not.toBeNull();
    expect(progress.value()).toBeCloseTo(0.08);
    vi.advanceTimersByTime(800);
    expect(progress.value()).toBeGreaterThan(0.08);
    load.resolve();
    await flush();
    expect(progress.value()).toBe(1);
    vi.advanceTimersByTime(200);
    expect(document.getElementById('nprogress')!.style.opacity).toBe('0');
    vi.advanceTimersByTime(200);
    expect(document.getElementById('nprogress')).toBeNull();
    expect(progress.state()).toBe('idle');
  });

  test('a failed load still completes the bar', async () => {
    const progress = createProgress(document);
    const load = deferred();
    progress.track(load.promise).catch(() => {});
    vi.advanceTimersByTime(300);
    load.reject(new Error('chunk gone'));
    await flush();
    expect(progress.value()).toBe(1);
    vi.advanceTimersByTime(400);
    expect(document.getElementById('nprogress')).toBeNull();
  });
});

/** Promises React's `use()` can read synchronously once they have settled. */

/**
 * A promise that React's `use()` can read synchronously once settled: React looks at
 * `status`/`value`, so a page known before hydration renders without suspending.
 */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Awaited<T> | T; reason?: unknown };

export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

export function settled<T>(value: T): TrackedPromise<T> {
  const promise = track(Promise.resolve(value));
  promise.status = 'fulfilled';
  promise.value = value as Awaited<T>;
  return promise;
}

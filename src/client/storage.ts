/**
 * localStorage that never throws. When the browser refuses to store a value (storage full, privacy
 * modes, sandboxed frames), the value lives in memory for the session and is what reads return
 * until a write of that key succeeds again, so theme, tabs and recent searches keep working.
 */

/** Values the browser refused, by key; null: a removal it refused. */
const unsaved = new Map<string, string | null>();

export function readStorage(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, value);
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, null);
  }
}

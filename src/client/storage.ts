/**
 * localStorage that never throws: when the browser refuses storage (privacy modes, sandboxed
 * frames), values live in memory for the session so theme, tabs and recents still work.
 */
const memory = new Map<string, string>();

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeStorage(key: string, value: string): void {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* kept in memory */
  }
}

export function removeStorage(key: string): void {
  memory.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* kept in memory */
  }
}

import { rmSync } from 'node:fs';

/**
 * Removes a test's temporary folder. Vite's dependency optimizer may still be writing into its
 * cache there after the dev server closed; a folder still busy after the retries is left to the
 * system's tmp, as its leftover is not what any test checks.
 */
export function removeTemporary(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  } catch {
    // left to the system's tmp
  }
}

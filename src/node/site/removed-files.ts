/**
 * Content files that the build listed (the scan's pages, a page's images, public/) and that are
 * gone when it reads them: deleted or moved while the build runs. Each is an error naming the file,
 * counted with the build's other problems, never a crash.
 */
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Diagnostic } from '../../shared/types';

/**
 * The file a failed read was missing, when it lies in `folder` (the content folder): not there
 * (ENOENT, and still not there now: a copy also fails so when its destination's folder is missing),
 * or a folder on its path, or the listed folder itself, is now a file (ENOTDIR). Undefined for any
 * other error, which stays the caller's to throw.
 * @example removedPath(Object.assign(new Error(), { code: 'ENOENT', path: '/s/content/en/a.md' }), '/s/content') // '/s/content/en/a.md' (when it is gone)
 * @example removedPath(new Error('parse error'), '/s/content') // undefined
 */
export function removedPath(error: unknown, folder: string): string | undefined {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (typeof path !== 'string' || !path.startsWith(folder + sep)) return undefined;
  return code === 'ENOTDIR' || (code === 'ENOENT' && !existsSync(path)) ? path : undefined;
}

/** The error for a removed file or folder, its path relative to the folder the command runs in. */
export function removedFileDiagnostic(path: string, kind: 'file' | 'folder' = 'file'): Diagnostic {
  const file = relative(process.cwd(), path).split(sep).join('/');
  return { severity: 'error', code: 'removed-file', message: `the ${kind} was removed while the build read it`, file };
}

/**
 * `read`'s result, or undefined when it failed on a file of `folder` that is gone (added to
 * `removed`); any other error is thrown.
 */
export async function unlessRemoved<T>(read: () => Promise<T>, folder: string, removed: Set<string>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    const path = removedPath(error, folder);
    if (path === undefined) throw error;
    removed.add(path);
    return undefined;
  }
}

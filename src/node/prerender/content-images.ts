/**
 * Images that pages link relatively (`![a](./flow.png)`): fingerprinted copies under assets/, named
 * like the bundler names its files (`flow-<hash>.png`), so a page's chunk and its prerendered HTML
 * point at the same file, and a file that exists never changes.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import { withBase } from '../../shared/routes';
import type { Diagnostic } from '../../shared/types';
import type { Log } from '../diagnostics';
import { removedFileDiagnostic, removedPath } from '../site/removed-files';
import { stopOnRemoved } from './stop-on-removed';

const ASSETS_DIR = 'assets';

export interface ContentImages {
  /**
   * The URL of each image of a page (absolute source path -> URL with the site's base). An image
   * that cannot be read becomes an error on `file`, the page; one removed since the page listed it
   * goes to `removed`.
   */
  add(images: { src: string }[], file: string, diagnostics: Diagnostic[]): Promise<Map<string, string>>;
  /** copy every image added so far into outDir; an image removed since stops the build, naming it */
  copyInto(outDir: string): Promise<void>;
}

/** An image's file under the out dir, or why it has none. */
type Fingerprint = { file: string } | { removed: string } | { unreadable: string };

/**
 * `removed` collects the images gone when they are read for their fingerprint (the build reports
 * them with its other problems); `log` hears of those gone by the time they are copied.
 */
export function createContentImages(
  base: string,
  { contentDir, removed, log }: { contentDir: string; removed: Set<string>; log: Log },
): ContentImages {
  /** absolute source path -> its file under the out dir, or why it has none */
  const files = new Map<string, Promise<Fingerprint>>();
  const fingerprint = async (src: string): Promise<Fingerprint> => {
    try {
      const hash = createHash('sha256')
        .update(await readFile(src))
        .digest('base64url')
        .slice(0, 8);
      const ext = extname(src);
      return { file: `${ASSETS_DIR}/${basename(src, ext)}-${hash}${ext}` };
    } catch (error) {
      const removed = removedPath(error, contentDir);
      return removed === undefined ? { unreadable: src } : { removed };
    }
  };
  const shown = (path: string) => relative(process.cwd(), path).split(sep).join('/');
  return {
    async add(images, file, diagnostics) {
      const urls = new Map<string, string>();
      for (const { src } of images) {
        if (!files.has(src)) files.set(src, fingerprint(src));
        const target = await files.get(src)!;
        if ('file' in target) urls.set(src, withBase(`/${target.file}`, base));
        // named once, as the image itself, however many pages show it
        else if ('removed' in target) removed.add(target.removed);
        else diagnostics.push({ severity: 'error', code: 'image', message: `image cannot be read: ${shown(target.unreadable)}`, file });
      }
      return urls;
    },
    async copyInto(outDir) {
      await mkdir(join(outDir, ASSETS_DIR), { recursive: true });
      const gone: Diagnostic[] = [];
      for (const [src, target] of files) {
        const found = await target;
        if (!('file' in found)) continue;
        await copyFile(src, join(outDir, found.file)).catch((error: unknown) => {
          const path = removedPath(error, contentDir);
          if (path === undefined) throw error;
          gone.push(removedFileDiagnostic(path));
        });
      }
      stopOnRemoved(gone, log);
    },
  };
}

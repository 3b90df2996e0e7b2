/**
 * Images that pages link relatively (`![a](./flow.png)`): fingerprinted copies under assets/, named
 * like the bundler names its files (`flow-<hash>.png`), so a page's chunk and its prerendered HTML
 * point at the same file, and a file that exists never changes.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { withBase } from '../../shared/routes';
import type { Diagnostic } from '../../shared/types';

const ASSETS_DIR = 'assets';

export interface ContentImages {
  /**
   * The URL of each image of a page (absolute source path -> URL with the site's base). An image
   * that cannot be read becomes an error on `file`, the page.
   */
  add(images: { src: string }[], file: string, diagnostics: Diagnostic[]): Promise<Map<string, string>>;
  /** copy every image added so far into outDir */
  copyInto(outDir: string): Promise<void>;
}

export function createContentImages(base: string): ContentImages {
  /** absolute source path -> file under the out dir, or null when it cannot be read */
  const files = new Map<string, Promise<string | null>>();
  const fingerprint = async (src: string) => {
    try {
      const hash = createHash('sha256').update(await readFile(src)).digest('base64url').slice(0, 8);
      const ext = extname(src);
      return `${ASSETS_DIR}/${basename(src, ext)}-${hash}${ext}`;
    } catch {
      return null;
    }
  };
  return {
    async add(images, file, diagnostics) {
      const urls = new Map<string, string>();
      for (const { src } of images) {
        if (!files.has(src)) files.set(src, fingerprint(src));
        const target = await files.get(src)!;
        if (target) urls.set(src, withBase(`/${target}`, base));
        else diagnostics.push({ severity: 'error', code: 'image', message: `image cannot be read: ${src}`, file });
      }
      return urls;
    },
    async copyInto(outDir) {
      await mkdir(join(outDir, ASSETS_DIR), { recursive: true });
      for (const [src, target] of files) {
        const file = await target;
        if (file) await copyFile(src, join(outDir, file));
      }
    },
  };
}

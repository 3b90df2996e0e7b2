import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, report } from './collector';
import { isScriptUrl } from '../../shared/script-url';
import { hasSchemeOrHost, safeDecode, splitUrl } from '../../shared/routes';

export interface RehypeImagesOptions {
  collector: PageCollector;
  /** absolute path of the Markdown file: relative images resolve against its folder */
  filePath: string;
}

/**
 * Relative `<img src>` -> the absolute file path (listed in collector.images for to-module.ts to
 * import through Vite); `/x.png` and URLs stay as they are. Every image gets loading="lazy".
 */
export const rehypeImages: Plugin<[RehypeImagesOptions], Root> = (options) => (tree: Root) => {
  const { collector } = options;
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'img') return;
    node.properties.loading = 'lazy';
    const src = node.properties.src;
    if (typeof src !== 'string' || src === '') return;
    if (isScriptUrl(src)) {
      report(collector, 'error', `script URL as an image source is not allowed: ${src.slice(0, 60)}`, node);
      delete node.properties.src;
      return;
    }
    if (src.startsWith('/') || src.startsWith('#') || hasSchemeOrHost(src)) return;
    const absolute = path.resolve(path.dirname(options.filePath), safeDecode(splitUrl(src).path));
    if (!existsSync(absolute)) {
      report(collector, 'error', `image not found: ${src} (looked for ${absolute})`, node);
      return;
    }
    node.properties.src = absolute;
    if (!collector.images.some((image) => image.src === absolute)) collector.images.push({ src: absolute });
  });
};

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { imageSize } from './image-size';
import { type PageCollector, report } from './collector';
import { isScriptUrl } from '../../shared/script-url';
import { hasSchemeOrHost, safeDecode, splitUrl, urlScheme } from '../../shared/routes';
import { formatSrcset, parseSrcset } from './srcset';

// as in raw HTML: an image is a file of the site or of the web
const IMAGE_SCHEMES = ['http', 'https'];

export interface RehypeImagesOptions {
  collector: PageCollector;
  /** absolute path of the Markdown file: relative images resolve against its folder */
  filePath: string;
  /** markdown.deadLinks: a missing image is a dead link to a file */
  deadLinks: 'error' | 'warn';
}

/**
 * Relative `<img src>` -> the absolute file path (listed in collector.images for to-module.ts to
 * import through Vite); `/x.png` and URLs stay as they are. Every image gets loading="lazy", and a
 * relative one with neither width nor height gets its file's size, so the page keeps its box while it
 * loads instead of moving the text below it.
 */
/** A file that cannot be read (a folder, no permission) has no size here; the import reports it. */
function sizeOfFile(file: string) {
  try {
    return imageSize(readFileSync(file));
  } catch {
    return undefined;
  }
}

export const rehypeImages: Plugin<[RehypeImagesOptions], Root> = (options) => (tree: Root) => {
  const { collector } = options;
  visit(tree, 'element', (node) => {
    // a `<picture>` of raw HTML picks its image from the srcset of its sources (a dark-mode logo)
    if ((node.tagName === 'img' || node.tagName === 'source') && typeof node.properties.srcSet === 'string') {
      node.properties.srcSet = resolveSrcset(node.properties.srcSet, node, options);
    }
    if (node.tagName !== 'img') return;
    node.properties.loading = 'lazy';
    const src = node.properties.src;
    if (typeof src !== 'string' || src === '') return;
    if (isScriptUrl(src)) {
      report(collector, 'error', `script URL as an image source is not allowed: ${src.slice(0, 60)}`, node);
      delete node.properties.src;
      return;
    }
    const scheme = urlScheme(src);
    if (scheme !== undefined && !IMAGE_SCHEMES.includes(scheme)) {
      const shown = src.length > 60 ? `${src.slice(0, 57)}...` : src;
      report(
        collector,
        'warning',
        `image source '${shown}' removed: the URL scheme '${scheme}:' is not allowed (only http, https and relative URLs)`,
        node,
      );
      delete node.properties.src;
      return;
    }
    const absolute = resolveImage(src, node, options);
    if (absolute === undefined) return;
    node.properties.src = absolute;
    if (node.properties.width === undefined && node.properties.height === undefined) {
      const size = sizeOfFile(absolute);
      if (size) Object.assign(node.properties, size);
    }
  });
};

/**
 * `'./dark.png 2x, https://x/a.png 1x'` -> each relative URL as its absolute file path. The
 * candidates are those a browser reads, so a URL holding a comma stays one URL.
 */
function resolveSrcset(srcset: string, node: Element, options: RehypeImagesOptions): string {
  const candidates = parseSrcset(srcset).map(({ url, descriptors }) => ({ url: resolveImage(url, node, options) ?? url, descriptors }));
  return formatSrcset(candidates);
}

/**
 * The file of a relative image URL, listed for to-module.ts to import; undefined for a URL of the
 * site or another host, and for a missing file (reported: a dead link to a file).
 */
function resolveImage(src: string, node: Element, options: RehypeImagesOptions): string | undefined {
  const { collector } = options;
  if (src.startsWith('/') || src.startsWith('#') || hasSchemeOrHost(src)) return undefined;
  const absolute = path.resolve(path.dirname(options.filePath), safeDecode(splitUrl(src).path));
  if (!existsSync(absolute)) {
    if (!collector.missingImages.includes(absolute)) collector.missingImages.push(absolute);
    const severity = options.deadLinks === 'warn' ? 'warning' : 'error';
    const silence = severity === 'error' ? " (markdown.deadLinks: 'warn' makes this a warning)" : '';
    report(collector, severity, `image not found: ${src} (looked for ${absolute})${silence}`, node);
    return undefined;
  }
  if (!collector.images.some((image) => image.src === absolute)) collector.images.push({ src: absolute });
  return absolute;
}

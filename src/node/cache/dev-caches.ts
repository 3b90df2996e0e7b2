import { openBuildCache, type BuildCache } from './build-cache';
import type { ScopeKeyInput } from './scope-keys';
import { KEPT_BLOCKS, pageBlocks, type KeptBlocks } from './page-blocks';
import type { CompileMemo } from '../site/site-state';
import { keptHtml, type KeptHtml } from './kept-html';
import type { PageMetaStore } from '../site/page-meta';
import { scannedPages, type ScannedPagesEntry } from './scanned-pages';

/**
 * Dev: compiled pages kept from one dev server to the next, in the cache's folder and under the
 * same compile key as a build's (generator, packages, the site's Markdown code), tree included: a
 * page opened again after a restart is read, not compiled, and the highlighter need not be loaded
 * for it.
 *
 * A page compiled afresh (an edit, or a page not seen before) takes its unchanged code blocks from
 * its last compile, as a build does, so the first edit after a restart does not wait for the
 * highlighter either. The key is made at the first compile, not as the server starts.
 *
 * Under the site key, the pages' HTML as the dev server answered them (kept-html.ts); under the
 * compile key, what the content scan read of each page file (scanned-pages.ts), which the cache
 * opens for, before the scan: the site key is made later, from the scan's sidebars.
 *
 * A cache folder that is not this user's alone is told once, as it would be opened, and the server
 * then keeps nothing: it compiles and renders every page afresh.
 */
export function devCaches(
  dir: string,
  site: ScopeKeyInput,
  warn: (line: string) => void,
): { compileMemo: CompileMemo; html: KeptHtml; pageMetas: PageMetaStore; close(): Promise<void> } {
  let cache: { open: BuildCache | undefined } | undefined;
  const opened = () => (cache ??= { open: openBuildCache(dir, site, warn, 'the dev server') }).open;
  const htmlEntries = () => opened()?.kept<string>('dev-html');
  const html = keptHtml({
    read: async (inputs) => htmlEntries()?.read(inputs),
    write: async (inputs, value) => htmlEntries()?.write(inputs, value),
  });
  const compileMemo: CompileMemo = (input, compile) => {
    const cache = opened();
    if (!cache) return compile();
    const blocks: KeptBlocks = cache.kept(KEPT_BLOCKS);
    return cache.compileWithTrees(input, async () => {
      if (!input.highlight) return compile();
      const page = pageBlocks(blocks, input.route.path, input.highlight);
      const compiled = await compile(page.highlight);
      await page.keep();
      return compiled;
    });
  };
  const pageMetas = scannedPages(() => opened()?.keptNow<ScannedPagesEntry>('scanned-pages'), { contentDir: site.contentDir });
  // as the server closes, once what it kept is written, the cache is pruned (when it was opened)
  return { compileMemo, html, pageMetas, close: async () => cache?.open?.prune() };
}

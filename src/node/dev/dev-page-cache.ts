import { openBuildCache, type BuildCache } from '../build/cache/build-cache';
import type { BuildKeyInput } from '../build/cache/build-key';
import { KEPT_BLOCKS, pageBlocks, type KeptBlocks } from '../build/page-blocks';
import type { CompileMemo } from '../site/site-state';
import { keptHtml, type KeptHtml } from './kept-html';

/**
 * Dev: compiled pages kept from one dev server to the next, in the build cache's folder and under
 * the same key as a build's (generator, packages, site config), tree included: a page opened again
 * after a restart is read, not compiled, and the highlighter need not be loaded for it.
 *
 * A page compiled afresh (an edit, or a page not seen before) takes its unchanged code blocks from
 * its last compile, as a build does, so the first edit after a restart does not wait for the
 * highlighter either. The key is made at the first compile, not as the server starts.
 *
 * Under the same key, the pages' HTML as the dev server answered them (kept-html.ts).
 */
export function devCaches(dir: string, site: BuildKeyInput, warn: (line: string) => void): { compileMemo: CompileMemo; html: KeptHtml } {
  let cache: BuildCache | undefined;
  const opened = () => (cache ??= openBuildCache(dir, site, warn, 'the dev server'));
  const htmlEntries = () => opened().kept<string>('dev-html');
  const html = keptHtml({ read: (inputs) => htmlEntries().read(inputs), write: (inputs, value) => htmlEntries().write(inputs, value) });
  const compileMemo: CompileMemo = (input, compile) => {
    const cache = opened();
    const blocks: KeptBlocks = cache.kept(KEPT_BLOCKS);
    return cache.compileWithTrees(input, async () => {
      if (!input.highlight) return compile();
      const page = pageBlocks(blocks, input.route.path, input.highlight);
      const compiled = await compile(page.highlight);
      await page.keep();
      return compiled;
    });
  };
  return { compileMemo, html };
}

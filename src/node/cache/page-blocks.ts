/**
 * A page's highlighted code blocks, kept in the build cache under its route from the last compile that
 * highlighted any: an edit of a page compiles it again, and its code blocks that did not change are
 * taken from there instead of waiting for the highlight thread (whose first block of a language loads
 * its grammar). A block is looked up by everything its highlighting reads (its request), so a kept
 * block is only ever used for the same request.
 */
import type { Kept } from './build-cache';
import { entryKey } from './entry-key';
import type { BlockRequest, BlockResult, HighlightBlock } from '../markdown/highlight-block';

/** The build cache's kind of entry for kept blocks: a build's and the dev server's are the same. */
export const KEPT_BLOCKS = 'blocks';

/** Each highlighted block of a page's last compile, under a digest of its request. */
export type KeptBlocks = Kept<[request: string, result: BlockResult][]>;

export interface PageBlocks {
  /** highlight through the page's kept blocks, the highlight thread for the others */
  highlight: HighlightBlock;
  /** keep the blocks of this compile, when it highlighted any afresh */
  keep(): Promise<void>;
}

/** Without `kept` (a build with no cache), a page's blocks are only highlighted once each. */
export function pageBlocks(kept: KeptBlocks | undefined, routePath: string, highlight: HighlightBlock): PageBlocks {
  let earlier: Promise<Map<string, BlockResult>> | undefined;
  // the same block twice on a page is highlighted once
  const used = new Map<string, Promise<BlockResult>>();
  let fresh = false;
  const keptResult = async (kept: KeptBlocks, key: string, request: BlockRequest) => {
    earlier ??= kept.read([routePath]).then((entries) => new Map(entries ?? []));
    const known = (await earlier).get(key);
    if (known) return known;
    fresh = true;
    return highlight(request);
  };
  return {
    highlight(request) {
      const key = entryKey(request);
      let result = used.get(key);
      // with nothing kept, the block goes to `highlight` now, not a turn later: a request made before
      // a long synchronous task (a page's parse) is then sent before it
      if (!result) used.set(key, (result = kept ? keptResult(kept, key, request) : highlight(request)));
      return result;
    },
    async keep() {
      if (!fresh || !kept) return;
      const blocks = await Promise.all([...used].map(async ([key, result]): Promise<[string, BlockResult]> => [key, await result]));
      await kept.write([routePath], blocks);
    },
  };
}

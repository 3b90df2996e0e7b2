import type { BlockRequest, BlockResult, HighlightBlock } from './highlight-block';

/**
 * Dev: code blocks highlighted once per text, language, themes and marked lines. An edit of a page
 * recompiles it whole, and most of its blocks are as they were: those come back at once instead of
 * going through the highlighter again. The oldest results are forgotten past `limit`.
 */
export function rememberedBlocks(highlight: HighlightBlock, limit = 5000): HighlightBlock {
  const results = new Map<string, Promise<BlockResult>>();
  return (request: BlockRequest) => {
    const key = JSON.stringify([request.code, request.lang, request.themes.light, request.themes.dark, request.highlightLines]);
    const known = results.get(key);
    if (known) {
      // most recently used last, so the first key is the one to forget
      results.delete(key);
      results.set(key, known);
      return known;
    }
    const result = highlight(request);
    results.set(key, result);
    // a failed highlight is not kept: the next compile tries again
    result.catch(() => results.delete(key));
    if (results.size > limit) results.delete(results.keys().next().value!);
    return result;
  };
}

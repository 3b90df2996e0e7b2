import { parseCodeMeta } from './code-meta';
import { findFences, splitLines } from './source-lines';
import { DEFAULT_SHIKI_THEMES } from '../../shared/shiki-themes';
import type { BlockRequest, HighlightBlock } from './highlight-block';

export interface LanguageSample {
  /** the fence's language, lower case ('ts', 'bash') */
  lang: string;
  /** its first block in the texts */
  code: string;
}

/** Lines of a block kept as its sample: enough for the grammar's common patterns. */
const SAMPLE_LINES = 40;

/**
 * The languages of the texts' fenced code blocks, most used first (ties in order of appearance),
 * each with the code of its first block. A fence without a language counts for none.
 */
export function fenceLanguages(texts: Iterable<string>): LanguageSample[] {
  const found = new Map<string, { code: string; count: number }>();
  for (const text of texts) {
    const lines = splitLines(text);
    for (const { open, close, info } of findFences(lines)) {
      const lang = info.split(/[\s{]/, 1)[0].toLowerCase();
      if (!lang) continue;
      const known = found.get(lang);
      if (known) known.count++;
      else found.set(lang, { code: lines.slice(open + 1, Math.min(close, open + 1 + SAMPLE_LINES)).join('\n'), count: 1 });
    }
  }
  return [...found].sort(([, a], [, b]) => b.count - a.count).map(([lang, { code }]) => ({ lang, code }));
}

/** A code block's highlighting as a compile of its page will ask for it (rehype-code.ts). */
export interface PredictedBlock {
  code: string;
  lang: string;
  highlightLines: number[];
}

/**
 * The code blocks of a Markdown text whose fences begin their line (outside lists and quotes, whose
 * indentation the parser strips) and are closed, as the compile will ask for them to be highlighted:
 * the language and the marked lines from the info string, the lines between the fences. Read from
 * the text before it is parsed; a block guessed wrong is highlighted for nothing, never shown.
 */
export function predictedBlocks(text: string): PredictedBlock[] {
  const lines = splitLines(text);
  return findFences(lines)
    .filter(({ open, close }) => close < lines.length && /^(?:`{3}|~{3})/.test(lines[open]))
    .map(({ open, close, info }) => {
      // the parser's language is the info string's first word, its meta the rest; ```ts{1,2} has
      // its ranges in the word
      const [word = '', ...rest] = info.split(/\s+/);
      const brace = word.indexOf('{');
      const lang = brace > 0 ? word.slice(0, brace) : word;
      const meta = brace > 0 ? `${word.slice(brace)} ${rest.join(' ')}` : rest.join(' ');
      return { code: lines.slice(open + 1, close).join('\n'), lang, highlightLines: [...parseCodeMeta(meta).highlightLines] };
    });
}

/**
 * The highlight request of a block with the site's themes (markdown.shikiThemes over the defaults),
 * as rehype-code makes it; its fields always in this order, since the stores key a request by its JSON.
 */
export const blockRequest = (
  { code, lang, highlightLines }: PredictedBlock,
  shikiThemes?: Partial<BlockRequest['themes']>,
): BlockRequest => ({ code, lang, themes: { ...DEFAULT_SHIKI_THEMES, ...shikiThemes }, highlightLines });

/**
 * Asks `highlight` now for the blocks a compile of `text` will ask for (predictedBlocks), so that a
 * highlight thread works on them while this thread parses the page. `highlight` must answer the same
 * request with the same promise (remembered-blocks.ts, page-blocks.ts): the compile's own request
 * then finds the answer under way instead of highlighting the block twice.
 */
export function highlightAhead(text: string, highlight: HighlightBlock, shikiThemes?: Partial<BlockRequest['themes']>): void {
  // a failure is the compile's own request to report
  for (const block of predictedBlocks(text)) highlight(blockRequest(block, shikiThemes)).catch(() => {});
}

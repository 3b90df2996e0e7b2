/**
 * What a page's compile reads of its language's UI text, in a module of its own: the cache keys a
 * kept compile by it, and a dev server that answers from its cache loads no part of the Markdown
 * pipeline.
 */
import type { LocaleText } from '../../shared/types';

/** The UI text a page's content carries: untitled containers and the footnote section. */
const CONTENT_TEXT_KEYS = ['containerText', 'footnotesText', 'footnoteBackText'] as const;
export type ContentText = Pick<LocaleText, (typeof CONTENT_TEXT_KEYS)[number]>;

/** What a page's compile reads of a locale's UI text (a cached compile is keyed by it, and not by the rest of the locale). */
export const contentTextOf = (text: ContentText): ContentText =>
  Object.fromEntries(CONTENT_TEXT_KEYS.map((key) => [key, text[key]])) as unknown as ContentText;

/**
 * Highlight markers around matched words in hit text. Private-use characters, not HTML tags: a
 * hit that contains '<mark>' as text cannot fake a highlight, and the text never goes through an
 * HTML parser (Highlighted.tsx splits on these). search-records.ts strips them from content.
 */
export const HIGHLIGHT_PRE = '\uE000';
export const HIGHLIGHT_POST = '\uE001';

const MARKERS_RE = /[\uE000\uE001]/g;

/** Text without markers: 'a \uE000b\uE001' -> 'a b'. */
export function stripMarkers(text: string): string {
  return text.replace(MARKERS_RE, '');
}

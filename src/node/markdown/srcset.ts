/** A `srcset` read as a browser reads it (the HTML standard's srcset parsing), and written back. */

export interface SrcsetCandidate {
  url: string;
  /** '2x', '480w' or '' */
  descriptors: string;
}

const SPACE_RE = /[\t\n\f\r ]/;

/**
 * The candidates of a srcset. A URL is a run of characters up to whitespace, so it may hold commas
 * (`data:image/png;base64,...`); trailing commas end it and its candidate; else its descriptors run
 * to the next comma outside parentheses.
 * @example parseSrcset('a.png 1x, b.png 2x') // [{ url: 'a.png', descriptors: '1x' }, { url: 'b.png', descriptors: '2x' }]
 * @example parseSrcset('https://x/a,b.png')  // [{ url: 'https://x/a,b.png', descriptors: '' }]
 */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let at = 0;
  for (;;) {
    while (at < srcset.length && (SPACE_RE.test(srcset[at]) || srcset[at] === ',')) at++;
    if (at >= srcset.length) return candidates;
    const start = at;
    while (at < srcset.length && !SPACE_RE.test(srcset[at])) at++;
    const written = srcset.slice(start, at);
    const url = written.replace(/,+$/, '');
    let descriptors = '';
    if (url === written) {
      const from = at;
      let inParens = false;
      for (; at < srcset.length && (inParens || srcset[at] !== ','); at++) {
        if (srcset[at] === '(') inParens = true;
        else if (srcset[at] === ')') inParens = false;
      }
      descriptors = srcset
        .slice(from, at)
        .trim()
        .split(/[\t\n\f\r ]+/)
        .join(' ');
    }
    candidates.push({ url, descriptors });
  }
}

/** Candidates as a srcset: `'a.png 1x, b.png 2x'`. */
export function formatSrcset(candidates: SrcsetCandidate[]): string {
  return candidates.map(({ url, descriptors }) => (descriptors ? `${url} ${descriptors}` : url)).join(', ');
}

/**
 * Ids the theme's own elements and scripts look up (`#root`, `#main`, the page record, `rp-*`), and
 * those React's `useId` gives the theme's elements for their aria-labelledby and aria-controls
 * (`_R_1_` in the server's HTML and on hydration, `_r_1_` when mounted in the browser; `H` joins a
 * second id of one component: `_R_2H1_`).
 */
const RESERVED_ID_RE = /^(?:root|main|__RP_PAGE__|rp-.*|_[Rr]_[\dA-Za-z]+_)$/;

/**
 * An id as the page may carry it, whether the author chose it or a heading's text gave it: one the
 * theme uses gets GitHub's prefix for user content, so `getElementById` still finds the theme's
 * element. `'main'` -> `'user-content-main'`, `'install'` stays.
 */
export function unreservedId(id: string): string {
  return RESERVED_ID_RE.test(id) ? `user-content-${id}` : id;
}

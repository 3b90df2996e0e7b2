/** Ids the theme's own elements and scripts look up (`#root`, `#main`, the page record, `rp-*`). */
const RESERVED_ID_RE = /^(?:root|main|__RP_PAGE__|rp-.*)$/;

/**
 * An id an author chose, as the page may carry it: one the theme uses gets GitHub's prefix for
 * user content, so `getElementById` still finds the theme's element. `'main'` -> `'user-content-main'`,
 * `'install'` stays.
 */
export function unreservedId(id: string): string {
  return RESERVED_ID_RE.test(id) ? `user-content-${id}` : id;
}

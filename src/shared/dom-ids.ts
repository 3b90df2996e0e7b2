/**
 * Ids the server's HTML and the browser's React tree share.
 *
 * The navbar ends with an empty element under this id, and the head asks the browser to paint
 * nothing before it is parsed (a `rel="expect"` link). The navbar's right side is aligned right, so
 * items parsed after a first paint would push the earlier ones left. The browser lets the paint go
 * as soon as the element is inserted, so it is the navbar's last, not the navbar itself.
 */
export const NAVBAR_END_ID = 'rp-nav-end';

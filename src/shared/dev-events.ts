/**
 * Dev: what the dev server and the browser's entry agree on.
 */

/**
 * The event on Vite's socket that carries an edited page to the browser (its record, tree and
 * sidebar, as the app takes them), so an edit shows without the browser fetching the page module.
 */
export const PAGE_UPDATE_EVENT = 'quire:page-update';

/**
 * The window event that hands the app a page module to show in place of the current page (a hot
 * update of the page's module, or an edited page from PAGE_UPDATE_EVENT), in dev only.
 */
export const PAGE_RENDER_EVENT = 'quire:page-render';

/**
 * Marks the stylesheet links of a dev page's first paint. Vite serves CSS to the browser as modules
 * that add their styles as the entry loads; until then the links style the server's HTML. The entry
 * removes them once its own styles are in, so a CSS edit (which Vite applies to its styles) is not
 * undone by a stale link.
 */
export const FIRST_PAINT_CSS_ATTRIBUTE = 'data-first-paint-css';

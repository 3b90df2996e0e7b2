/**
 * Dev: the event on Vite's socket that carries an edited page to the browser (its record, tree and
 * sidebar, as the app takes them), so an edit shows without the browser fetching the page module.
 */
export const PAGE_UPDATE_EVENT = 'quire:page-update';

/**
 * Dev: the document of a rendered page, written here rather than by Vite's `transformIndexHtml`, so
 * a page can be answered before Vite has loaded and is the same either way. Vite's transform adds
 * two scripts to a document like ours, which this writes in the same place, as a server that
 * renders its own HTML in front of Vite does: Vite's client (the hot update socket) and React's
 * refresh preamble (which the refresh code of the site's components checks for). Vite's transform
 * would also put the site's `base` in front of URLs that have it already (the entry's, the icon's).
 * A test compares the result with Vite's own transform.
 */
import type { RenderResult } from '../../shared/render-result';
import { routeDocument } from '../page/html';
import type { SiteState } from '../site/site-state';
import { devSearchIndexMeta } from './dev-search';
import type { DevTheme } from './dev-theme';
import { firstPaintStyles, withFirstPaintStyle } from './first-paint-css';

const HEAD = '<head>\n';

/** The two scripts, under the site's `base`, as Vite's transform writes them. */
function viteScripts(base: string): string {
  const preamble = [
    `import { injectIntoGlobalHook } from "${base}@react-refresh";`,
    'injectIntoGlobalHook(window);',
    'window.$RefreshReg$ = () => {};',
    'window.$RefreshSig$ = () => (type) => type;',
  ].join('\n');
  return `  <script type="module">${preamble}</script>\n\n  <script type="module" src="${base}@vite/client"></script>\n\n`;
}

/** `html` (a document) with Vite's two scripts at the start of its head, where Vite's transform puts them. */
export function withViteScripts(html: string, base: string): string {
  const head = html.indexOf(HEAD);
  if (head < 0) throw new Error('the page document has no <head>');
  const at = head + HEAD.length;
  return html.slice(0, at) + viteScripts(base) + html.slice(at);
}

/** The page's document: its shell with Vite's scripts, the rendered page, and its first paint styles (read now). */
export async function devDocument(state: SiteState, theme: DevTheme, result: RenderResult): Promise<string> {
  const [firstPaint, entry] = await Promise.all([firstPaintStyles(state, theme), theme.clientEntryUrl()]);
  const html = routeDocument(state.site, result, {
    assets: { entry, preloads: [], css: [], firstPaintCss: firstPaint.links },
    searchIndexMeta: devSearchIndexMeta(state),
    // as in a build: the browser hydrates the HTML with the record, before any page module loads
    inlinePageData: true,
  });
  return withFirstPaintStyle(withViteScripts(html, state.site.base), firstPaint.css);
}

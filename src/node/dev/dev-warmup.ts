import type { ViteDevServer } from 'vite';
import type { SiteState } from '../site/site-state';
import { highlightBlock } from '../markdown/highlight-block';

/** The server render's entry and the browser's, relative to the generator's root. */
export const SSR_ENTRY = '/server-entry.tsx';
export const CLIENT_ENTRY = './client-entry.tsx';

/**
 * Dev: what every first page needs, started while the server is still coming up, so the first request
 * finds it under way instead of starting it: the code highlighter with the site's themes (one empty
 * block) and the server render's module graph. Failures are left to the request that needs the
 * piece, which reports them in the terminal and the overlay.
 */
export function warmUpDev(server: ViteDevServer, state: SiteState): void {
  const ignore = () => {};
  highlightBlock({ code: '', lang: 'text', themes: state.site.markdown.shikiThemes, highlightLines: [] }).catch(ignore);
  server.ssrLoadModule(SSR_ENTRY).catch(ignore);
}

import type { ViteDevServer } from 'vite';
import type { SiteState } from '../site/site-state';
import { startHighlightThread } from '../workers/highlight-thread';
import { rememberedBlocks } from '../markdown/remembered-blocks';
import type { DevTheme } from './dev-theme';

/**
 * Dev: code blocks are highlighted in a worker thread, as in the build, so loading the highlighter
 * and its grammars runs on the second core while this thread loads the server render's modules.
 * Both start while the server is still coming up, so the first request finds them under way
 * (the worker with one empty block: the highlighter and the site's themes), and the browser's
 * entry is transformed before it asks for it. Failures are left to the request that needs the
 * piece, which reports them in the terminal and the overlay.
 */
export function warmUpDev(server: ViteDevServer, state: SiteState, root: string, theme: DevTheme): void {
  const ignore = () => {};
  const thread = startHighlightThread({
    root,
    onFallback: (reason) => server.config.logger.warn(`warning highlight the worker thread failed (${reason}); code highlighted on the main thread`),
  });
  state.highlight = rememberedBlocks(thread.highlight);
  // closing the server (Vite's SIGTERM handler, Ctrl-C here) ends the worker thread too
  const closeServer = server.close.bind(server);
  const interrupted = () => void server.close().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  server.close = async () => {
    process.off('SIGINT', interrupted);
    await Promise.all([closeServer(), thread.close()]);
  };
  thread.highlight({ code: '', lang: 'text', themes: state.site.markdown.shikiThemes, highlightLines: [] }).catch(ignore);
  theme
    .clientEntryUrl()
    .then((url) => server.environments.client.warmupRequest(url))
    .catch(ignore);
}

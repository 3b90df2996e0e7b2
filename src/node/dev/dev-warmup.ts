import type { ViteDevServer } from 'vite';
import type { SiteState } from '../site/site-state';
import type { RouteEntry } from '../../shared/types';
import { startHighlightThread, type HighlightThread } from '../workers/highlight-thread';
import { rememberedBlocks } from '../markdown/remembered-blocks';
import type { DevTheme } from './dev-theme';

/**
 * Dev: code blocks are highlighted in a worker thread, as in the build, so loading the highlighter
 * and its grammars runs on the second core while this thread loads the server render's modules.
 * Without kept pages (state.compileMemo) the first request needs it: it starts while the server is
 * still coming up, so that request finds it under way (with one empty block: the highlighter and the
 * site's themes). With them, a page seen before needs no highlighting, so the thread starts with the
 * first block to highlight, and leaves the second core to the browser until then. The browser's
 * entry is transformed before it asks for it. Failures are left to the request that needs the
 * piece, which reports them in the terminal and the overlay.
 */
export function warmUpDev(server: ViteDevServer, state: SiteState, root: string, theme: DevTheme): void {
  const ignore = () => {};
  let thread: HighlightThread | undefined;
  const started = () =>
    (thread ??= startHighlightThread({
      root,
      onFallback: (reason) => server.config.logger.warn(`warning highlight the worker thread failed (${reason}); code highlighted on the main thread`),
    }));
  state.highlight = rememberedBlocks((request) => started().highlight(request));
  // closing the server (Vite's SIGTERM handler, Ctrl-C here) ends the worker thread too
  const closeServer = server.close.bind(server);
  const interrupted = () => void server.close().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  server.close = async () => {
    process.off('SIGINT', interrupted);
    await Promise.all([closeServer(), thread?.close()]);
  };
  if (!state.compileMemo) loadHighlighter(state);
  theme
    .clientEntryUrl()
    .then((url) => server.environments.client.warmupRequest(url))
    .catch(ignore);
}

/**
 * Dev: once the browser has loaded a first page (it imports the page's module after hydrating), what
 * the first edit needs is readied in the background: the Markdown pipeline's code, by compiling that
 * page once more without highlighting (a page read from the kept compiles ran none of it), and the
 * highlight thread, for a code block the edit changes.
 */
export function readyForEdits(state: SiteState): (route: RouteEntry) => void {
  let readied = false;
  return (route) => {
    if (readied) return;
    readied = true;
    state.rehearse(route).catch(() => {});
    loadHighlighter(state);
  };
}

/** One empty block through the highlight thread: it starts, and loads the highlighter and the site's themes. */
function loadHighlighter(state: SiteState): void {
  state.highlight?.({ code: '', lang: 'text', themes: state.site.markdown.shikiThemes, highlightLines: [] }).catch(() => {});
}

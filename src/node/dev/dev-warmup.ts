import type { ViteDevServer } from 'vite';
import type { SiteState } from '../site/site-state';
import type { RouteEntry } from '../../shared/types';
import { startHighlightThread, type HighlightThread } from '../workers/highlight-thread';
import { rememberedBlocks } from '../markdown/remembered-blocks';
import type { DevTheme } from './dev-theme';

/**
 * Dev: code blocks are highlighted in a worker thread, as in the build, so loading the highlighter
 * and its grammars runs on the second core while this thread loads the server render's modules.
 * A page no dev server has shown before needs it for its first request. The command line starts it
 * as it starts (`thread`), so the request finds it loaded; it is then given one empty block, which
 * loads the site's themes. Otherwise, it starts here: at once without kept pages
 * (state.compileMemo), else with the first block to highlight (a page seen before needs none). The
 * browser's entry is transformed before it asks for it. Failures are left to the request that
 * needs the piece, which reports them in the terminal and the overlay.
 */
export function warmUpDev(server: ViteDevServer, state: SiteState, root: string, theme: DevTheme, thread?: HighlightThread): void {
  const ignore = () => {};
  const started = () => (thread ??= startHighlightThread({ root, onFallback: (reason) => server.config.logger.warn(highlightFallbackWarning(reason)) }));
  state.highlight = rememberedBlocks((request) => started().highlight(request));
  // closing the server (Vite's SIGTERM handler, Ctrl-C here) ends the worker thread too
  const closeServer = server.close.bind(server);
  const interrupted = () => void server.close().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  server.close = async () => {
    process.off('SIGINT', interrupted);
    await Promise.all([closeServer(), thread?.close()]);
  };
  if (thread || !state.compileMemo) loadHighlighter(state);
  theme
    .clientEntryUrl()
    .then((url) => server.environments.client.warmupRequest(url))
    .catch(ignore);
}

export const highlightFallbackWarning = (reason: string) => `warning highlight the worker thread failed (${reason}); code highlighted on the main thread`;

/**
 * Dev: once the browser has loaded a first page (it imports the page's module after hydrating), what
 * the first edit needs is readied in the background: the Markdown pipeline's code, by compiling that
 * page again without highlighting (a page read from the kept compiles ran none of it), and the
 * highlight thread, for a code block the edit changes.
 */
export function readyForEdits(state: SiteState): (route: RouteEntry) => void {
  let readied = false;
  return (route) => {
    if (readied) return;
    readied = true;
    rehearse(state, route).catch(() => {});
    loadHighlighter(state);
  };
}

/**
 * How often the open page is compiled before its first edit. The engine compiles the pipeline's code
 * as it first runs and optimises it only once it has run a few times: after one compile, the
 * compiles of the first edits still take much longer than later ones.
 */
const REHEARSALS = 5;

/** The page compiled REHEARSALS times, a request that arrives meanwhile answered between two compiles. */
async function rehearse(state: SiteState, route: RouteEntry): Promise<void> {
  for (let i = 0; i < REHEARSALS; i++) {
    await state.rehearse(route);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** One empty block through the highlight thread: it starts, and loads the highlighter and the site's themes. */
function loadHighlighter(state: SiteState): void {
  state.highlight?.({ code: '', lang: 'text', themes: state.site.markdown.shikiThemes, highlightLines: [] }).catch(() => {});
}

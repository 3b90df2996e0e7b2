import type { ViteDevServer } from 'vite';
import type { SiteState } from '../site/site-state';
import type { RouteEntry } from '../../shared/types';
import { startHighlightThread, type HighlightThread } from '../workers/highlight-thread';
import { rememberedBlocks } from '../markdown/remembered-blocks';
import { spreadSample } from '../markdown/fence-languages';
import type { DevTheme } from './dev-theme';

/** Pages whose code fences tell the grammars to warm (spread over the site), and how many grammars. */
const WARM_SAMPLE_FILES = 200;
const WARM_LANGUAGES = 8;

/**
 * Dev: code blocks are highlighted in a worker thread, as in the build, so loading the highlighter
 * and its grammars runs on the second core while this thread loads the server render's modules.
 * Without kept pages (state.compileMemo) the first request needs it: the command line starts it as
 * it starts (`thread`), or else it starts here, and it is given one empty block at once, which
 * loads the site's themes. With them, a page seen before needs no highlighting, so the thread
 * starts with the first block to highlight, and leaves the second core to the browser until then.
 *
 * The grammars of the site's most used languages are then warmed in the worker, between the blocks
 * pages ask for: at once without kept pages, else once the browser has loaded a first page, which
 * has the cores until then. The browser's entry is transformed before it asks for it. Failures are
 * left to the request that needs the piece, which reports them in the terminal and the overlay.
 *
 * Returns what to do once the browser has loaded a first page (readyForEdits).
 */
export function warmUpDev(server: ViteDevServer, state: SiteState, root: string, theme: DevTheme, thread?: HighlightThread): (route: RouteEntry) => void {
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
  let warming = false;
  const warmGrammars = () => {
    loadHighlighter(state);
    if (warming) return;
    warming = true;
    const files = spreadSample([...new Set(state.routes.map((route) => route.filePath))], WARM_SAMPLE_FILES);
    void started().warm({ files, themes: state.site.markdown.shikiThemes, max: WARM_LANGUAGES });
  };
  if (!state.compileMemo) warmGrammars();
  theme
    .clientEntryUrl()
    .then((url) => server.environments.client.warmupRequest(url))
    .catch(ignore);
  return readyForEdits(state, warmGrammars);
}

export const highlightFallbackWarning = (reason: string) => `warning highlight the worker thread failed (${reason}); code highlighted on the main thread`;

/**
 * Dev: once the browser has loaded a first page (it imports the page's module after hydrating), what
 * the first edit needs is readied in the background: the Markdown pipeline's code, by compiling that
 * page again without highlighting (a page read from the kept compiles ran none of it), and the
 * highlight thread (`readyHighlighter`), for a code block the edit changes.
 */
function readyForEdits(state: SiteState, readyHighlighter: () => void): (route: RouteEntry) => void {
  let readied = false;
  return (route) => {
    if (readied) return;
    readied = true;
    rehearse(state, route).catch(() => {});
    readyHighlighter();
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

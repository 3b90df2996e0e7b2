import type { ViteDevServer } from 'vite';
import type { SiteState } from '../site/site-state';
import type { RouteEntry } from '../../shared/types';
import { type DevHighlighting, WARM_LANGUAGES } from './dev-highlighting';

/**
 * Dev: code blocks are highlighted in a worker thread (dev-highlighting.ts), which starts with the
 * first block to highlight (a page seen before, read from the kept compiles, needs none), leaving
 * the second core to the browser until then. What a page about to be compiled sends the thread
 * first is dev-compiling.ts's. Once the browser has loaded a first page, the grammars of the site's
 * most used languages are warmed, for the code blocks of the first edits.
 *
 * The browser's entry is not transformed ahead: the transforms of its modules would hold up the
 * first page's HTML on this thread, and the browser asks for the entry as soon as the HTML arrives.
 *
 * Returns what to do once the browser has loaded a first page (readyForEdits).
 */
export function warmUpDev(server: ViteDevServer, state: SiteState, highlighting: DevHighlighting): (route: RouteEntry) => void {
  const { shikiThemes } = state.site.markdown;
  // closing the server (Vite's SIGTERM handler, Ctrl-C here) ends the worker thread too
  const closeServer = server.close.bind(server);
  const interrupted = () => void server.close().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  server.close = async () => {
    process.off('SIGINT', interrupted);
    await Promise.all([closeServer(), highlighting.close()]);
  };
  const warmGrammars = (count: number) => {
    loadHighlighter(state);
    highlighting.warmGrammars(count, shikiThemes);
  };
  return readyForEdits(state, () => warmGrammars(WARM_LANGUAGES));
}

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

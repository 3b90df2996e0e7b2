import type { Log } from '../diagnostics';
import { startHighlightThread } from '../workers/highlight-thread';
import type { CompiledEntry, SiteState } from '../site/site-state';
import { plural, stopOnErrors } from './failure';

/**
 * Compile every page and check every link, with code highlighted in a worker thread. Prints the
 * diagnostics and stops the build on an error; returns the pages and the warning count.
 */
export async function compileAndCheck(
  state: SiteState,
  { root, outDir, log }: { root: string; outDir: string; log: Log },
): Promise<{ pages: CompiledEntry[]; warnings: number }> {
  const highlightThread = startHighlightThread({
    root,
    onFallback: (reason) => log(`warning highlight the worker thread failed (${reason}); code highlighted on the main thread`),
  });
  let compiled: Awaited<ReturnType<SiteState['compileAll']>>;
  try {
    await Promise.all([state.loadGitTimes(), state.loadTranslationStatus(log), highlightThread.ready]);
    compiled = await state.compileAll({ highlight: highlightThread.highlight });
  } finally {
    // the second core is the Vite builds' from here on
    await highlightThread.close();
  }
  const warnings = await stopOnErrors(compiled.diagnostics, { log, outDir, summary: (errors) => `Build failed: ${plural(errors, 'error')} (see above)` });
  return { pages: compiled.pages, warnings };
}

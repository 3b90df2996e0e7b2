/**
 * Dev never fails on a dead link: it says so in the terminal (when any environment compiles the
 * page) and in the browser's overlay (when the browser, connected by then, loads the page). A
 * page's problems include the anchors other pages point into it that were not judged before. Each
 * compiled page is told once in the terminal and once in the browser.
 */
import { formatDiagnostic } from '../diagnostics';
import type { CompiledEntry, SiteState } from '../site/site-state';

/** Where a report is told: a logger, and the environment that compiled the page ('client' is the browser's). */
export interface LinkReportContext {
  warn(message: string): void;
  environment: { name: string };
}

/** The overlay's error, as Vite's client takes it. */
export interface LinkOverlayError {
  message: string;
  stack: string;
  plugin: string;
  id: string;
}

/**
 * `showOverlay` shows an error in the browser's overlay. The returned function reports a compiled
 * page; `afterUpdate`: the page was just sent to the browser, which closed the overlay as it
 * arrived, so the overlay is shown again even for a compile shown before (one save can reach the
 * watcher twice, and the second sends the same compile).
 */
export function createDevLinkReports(
  state: SiteState,
  showOverlay: (err: LinkOverlayError) => void,
): (context: LinkReportContext, compiled: CompiledEntry, afterUpdate?: boolean) => void {
  const linksPrinted = new WeakSet<CompiledEntry>();
  const linksShown = new WeakSet<CompiledEntry>();
  const linkProblems = new WeakMap<CompiledEntry, string[]>();
  /** every dead link line printed so far: an anchor judged when its page was checked is not repeated when its target compiles */
  const printedLines = new Set<string>();
  const problemsOf = (compiled: CompiledEntry): string[] => {
    let lines = linkProblems.get(compiled);
    if (!lines) {
      const into = state
        .anchorsInto(compiled)
        .map(formatDiagnostic)
        .filter((line) => !printedLines.has(line));
      lines = [...state.checkPage(compiled).map(formatDiagnostic), ...into];
      linkProblems.set(compiled, lines);
    }
    return lines;
  };
  return (context, compiled, afterUpdate = false) => {
    const problems = problemsOf(compiled);
    if (problems.length === 0) return;
    if (!linksPrinted.has(compiled)) {
      linksPrinted.add(compiled);
      for (const line of problems) {
        printedLines.add(line);
        context.warn(line);
      }
    }
    if (context.environment.name === 'client' && (afterUpdate || !linksShown.has(compiled))) {
      linksShown.add(compiled);
      showOverlay({ message: problems.join('\n'), stack: '', plugin: 'quire:links', id: compiled.file });
    }
  };
}

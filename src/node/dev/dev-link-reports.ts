/**
 * Dev never fails on a dead link: it says so in the terminal (when any environment compiles the
 * page) and in the browser's overlay (when the browser, connected by then, loads the page). A
 * page's problems include the anchors other pages point into it that were not judged before, and
 * its own anchors into pages no compile has reached yet: those pages are compiled for their
 * outline right after, and what they show is told then, in the terminal and the overlay. Each
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
 * watcher twice, and the second sends the same compile). It returns once the page's own problems
 * are told; the anchors into pages compiled for them are told when `settled` resolves.
 */
export function createDevLinkReports(
  state: SiteState,
  showOverlay: (err: LinkOverlayError) => void,
): (context: LinkReportContext, compiled: CompiledEntry, afterUpdate?: boolean) => { settled: Promise<void> } {
  const linksPrinted = new WeakSet<CompiledEntry>();
  const linksShown = new WeakSet<CompiledEntry>();
  const linkProblems = new WeakMap<CompiledEntry, string[]>();
  const targetsChecked = new WeakMap<CompiledEntry, Promise<void>>();
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
  const overlayOf = (compiled: CompiledEntry, problems: string[]): LinkOverlayError => ({
    message: problems.join('\n'),
    stack: '',
    plugin: 'quire:links',
    id: compiled.file,
  });
  /** the page's anchors into pages compiled for them: told once, added to the page's problems, shown */
  const checkTargets = async (context: LinkReportContext, compiled: CompiledEntry) => {
    const targets = await state.compileAnchorTargets(compiled);
    const lines = targets
      .flatMap((target) => state.anchorsInto(target))
      .filter((d) => d.file === compiled.file)
      .map(formatDiagnostic)
      .filter((line) => !printedLines.has(line));
    if (lines.length === 0) return;
    for (const line of lines) {
      printedLines.add(line);
      context.warn(line);
    }
    const problems = [...problemsOf(compiled), ...lines];
    linkProblems.set(compiled, problems);
    showOverlay(overlayOf(compiled, problems));
  };
  return (context, compiled, afterUpdate = false) => {
    const problems = problemsOf(compiled);
    let settled = targetsChecked.get(compiled);
    if (!settled) {
      // a dev server never fails on a link: a target that cannot be compiled is simply not judged
      settled = checkTargets(context, compiled).catch(() => undefined);
      targetsChecked.set(compiled, settled);
    }
    if (problems.length === 0) return { settled };
    if (!linksPrinted.has(compiled)) {
      linksPrinted.add(compiled);
      for (const line of problems) {
        printedLines.add(line);
        context.warn(line);
      }
    }
    if (context.environment.name === 'client' && (afterUpdate || !linksShown.has(compiled))) {
      linksShown.add(compiled);
      showOverlay(overlayOf(compiled, problems));
    }
    return { settled };
  };
}

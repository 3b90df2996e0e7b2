import { pageFor } from './route-table';
import { createProgress, type Progress } from './progress';
import { fullLoadOnce } from './load-page';

let progress: Progress | undefined;
function getProgress(): Progress {
  progress ??= createProgress(document);
  return progress;
}

const pathOf = (to: string) => to.split(/[?#]/)[0];

/** Warm the chunk of an internal path (hover or focus of a link). Failures are silent: the click retries. */
export function preload(to: string): void {
  pageFor(pathOf(to)).catch(() => {});
}

/**
 * Client navigation: load the target page (progress bar past 200 ms), then switch the URL.
 * A path without a route, or a chunk that fails to load, becomes a full page load.
 */
export function navigateTo(to: string, go: (to: string) => void): void {
  getProgress()
    .track(pageFor(pathOf(to)))
    .then(
      (mod) => (mod ? go(to) : fullLoadOnce(to)),
      (error) => fullLoadOnce(to, error),
    );
}

/** Back/forward: the router switches the URL at once; show the bar while the page loads. */
export function trackPopNavigation(pathname: string): void {
  getProgress()
    .track(pageFor(pathname))
    .catch(() => {});
}

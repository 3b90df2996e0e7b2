import { findRoute, loadRoute } from './route-table';
import { createProgress, type Progress } from './progress';
import { fullLoadOnce } from './load-page';

let progress: Progress | undefined;
function getProgress(): Progress {
  progress ??= createProgress(document);
  return progress;
}

/** Warm the chunk of an internal path (hover or focus of a link). Failures are silent: the click retries. */
export function preload(path: string): void {
  const route = findRoute(path);
  if (route) loadRoute(route).catch(() => {});
}

/**
 * Client navigation: load the target page (progress bar past 200 ms), then switch the URL.
 * A path without a route, or a chunk that fails to load, becomes a full page load.
 */
export function navigateTo(to: string, go: (to: string) => void): void {
  const [path] = to.split('#');
  const route = findRoute(path.split('?')[0]);
  if (!route) {
    fullLoadOnce(to);
    return;
  }
  getProgress()
    .track(loadRoute(route))
    .then(
      () => go(to),
      (error) => fullLoadOnce(to, error),
    );
}

/** Back/forward: the router switches the URL at once; show the bar while the page loads. */
export function trackPopNavigation(pathname: string): void {
  const route = findRoute(pathname);
  if (route) getProgress().track(loadRoute(route)).catch(() => {});
}

/** The route a mistyped path most likely meant, for messages about config keys and links. */
import { editDistance } from '../../shared/schema-kit';

/**
 * The route path closest to `path` in edits (ties: the shorter route), or undefined when there is none.
 * @example nearestRoute('/doc/', [{ path: '/docs/' }, { path: '/blog/' }]) // '/docs/'
 */
export function nearestRoute(path: string, routes: readonly { path: string }[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const route of routes) {
    const distance = editDistance(path, route.path);
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && route.path.length < best.length)) {
      [best, bestDistance] = [route.path, distance];
    }
  }
  return best;
}

import { dirname, join, sep } from 'node:path';
import type { SiteConfig } from '../../shared/types';
import { customCssFile } from '../site/theme-files';

/** Whether `path` is `folder` or in it. */
export const inside = (path: string, folder: string) => path === folder || path.startsWith(folder + sep);

/**
 * Dev: what the file watcher skips in the generator's own folder. Vite watches its whole root, and
 * the generator's checkout holds tests, fixtures and build output that no page depends on; watching
 * them costs a stat of every file at start, before the first page. Only the generator's sources, its
 * two entries, the content folder and the custom CSS's folder are watched.
 */
export function unwatchedInRoot(root: string, contentDir: string, site: Pick<SiteConfig, 'themeConfig'>): (path: string) => boolean {
  const watched = [...watchedSources(root, contentDir, site), contentDir];
  // a folder on the way to a watched one is walked, not skipped
  return (path) => inside(path, root) && path !== root && !watched.some((w) => inside(path, w) || inside(w, path));
}

/** What the dev server watches besides the content folder: the generator's sources and entries, and the custom CSS's folder. */
export function watchedSources(root: string, contentDir: string, site: Pick<SiteConfig, 'themeConfig'>): string[] {
  const css = customCssFile(site, contentDir);
  return [join(root, 'src'), join(root, 'client-entry.tsx'), join(root, 'server-entry.tsx'), ...(css ? [dirname(css)] : [])];
}

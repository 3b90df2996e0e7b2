import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { inside } from './dev-watch';
import type { ViteDevServer } from 'vite';
import { isPageFile } from '../../shared/routes';
import type { SiteState } from '../site/site-state';

/** How often, and how long at most, to look whether the watcher has reached every page. */
const COVERED_POLL_MS = 50;
const COVERED_WAIT_MS = 60_000;

export interface ContentWatch {
  /** whether the watcher skips `path` for now: anything in the content folder or the later sources, until they are watched */
  skips(path: string): boolean;
  /** watch the content folder and the later sources (the first call only), then tell of what changed in the content folder meanwhile */
  start(server: ViteDevServer): void;
}

/**
 * Dev: the content folder is watched once the first page has loaded, not as the server starts. The
 * watcher reads every file of the folder as it starts, thousands on a large site, and the first page
 * would wait for that. A file changed between the server's start and the watcher's reaching it is
 * found by its modification time once the watcher covers every page, and told to Vite as the
 * watcher would have told it: a change, a new page, a deleted page.
 *
 * `laterSources` (files and folders outside the content folder: the generator's own sources, the
 * custom CSS's folder) are watched from then too; an edit of one before the first page has loaded
 * is not told, and the first page loads it as it is.
 */
export function laterContentWatch(state: Pick<SiteState, 'contentDir' | 'routes'>, laterSources: readonly string[] = []): ContentWatch {
  const startedAt = Date.now();
  const { contentDir } = state;
  const later = [contentDir, ...laterSources.filter((source) => !inside(source, contentDir))];
  let watching = false;
  return {
    skips: (path) => !watching && later.some((folder) => inside(path, folder)),
    start(server) {
      if (watching) return;
      watching = true;
      server.watcher.add(later);
      whenCovered(
        server,
        state.routes.map((route) => route.filePath),
      )
        .then((covered) => {
          if (covered) tellChangesSince(server, state, startedAt);
        })
        .catch((error: Error) =>
          server.config.logger.warn(
            `warning watch: could not look for files changed while the content folder was not watched yet (${error.message}); save a file again if an edit does not show`,
          ),
        );
    },
  };
}

/** Once the watcher watches each of `files` that still exists (false if it does not within the wait). */
async function whenCovered(server: ViteDevServer, files: string[]): Promise<boolean> {
  for (let waited = 0; waited < COVERED_WAIT_MS; waited += COVERED_POLL_MS) {
    const watched = server.watcher.getWatched();
    const covered = (file: string) => watched[dirname(file)]?.includes(basename(file)) || !existsSync(file);
    if (files.every(covered)) return true;
    if ((server.watcher as { closed?: boolean }).closed) return false;
    await new Promise((resolve) => setTimeout(resolve, COVERED_POLL_MS).unref());
  }
  return false;
}

function tellChangesSince(server: ViteDevServer, state: Pick<SiteState, 'contentDir' | 'routes'>, since: number): void {
  const pages = new Set(state.routes.map((route) => route.filePath));
  for (const entry of readdirSync(state.contentDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.split(sep).includes('node_modules')) continue;
    const file = join(entry.parentPath, entry.name);
    const changed = (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > since;
    if (!changed) continue;
    server.watcher.emit(isPageFile(file) && !pages.has(file) ? 'add' : 'change', file);
  }
  for (const page of pages) if (!statSync(page, { throwIfNoEntry: false })) server.watcher.emit('unlink', page);
}

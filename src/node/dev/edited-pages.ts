import type { DevEnvironment } from 'vite';
import { PAGE_UPDATE_EVENT } from '../../shared/dev-events';
import type { BuiltPageModule } from '../../shared/render-result';
import type { RouteEntry } from '../../shared/types';
import type { CompiledEntry } from '../site/site-state';
import { PageCompileError } from './dev-render';

export interface EditedPagesOptions {
  /** the routes a Markdown file makes: its page, and its fallbacks in other languages */
  routesOf(file: string): RouteEntry[];
  /** a route's page as the app takes it, compiled now (dev-render.ts); `report` hears of the compile */
  pageModule(route: RouteEntry, report: (compiled: CompiledEntry) => void): Promise<BuiltPageModule>;
  /** tell of a compiled page's dead links (terminal and overlay) */
  reportLinks(environment: Pick<DevEnvironment, 'logger'>, compiled: CompiledEntry): void;
}

type Environment = Pick<DevEnvironment, 'logger' | 'moduleGraph' | 'hot'>;

/**
 * Dev: the pages an edited file makes, compiled and sent over Vite's socket (PAGE_UPDATE_EVENT);
 * their modules are dropped so a later import gets the edit too. A compile error goes to the
 * overlay instead, and the page stays as it was. Dead links are told after the pages, so their
 * overlay stays up (the browser closes the overlay when a page arrives).
 *
 * Of two saves of a file in quick succession, the earlier one's compile may end last (its text was
 * read first, its code blocks not highlighted yet): what it would send is dropped, not shown over
 * the later save.
 */
export function editedPages({
  routesOf,
  pageModule,
  reportLinks,
}: EditedPagesOptions): (environment: Environment, file: string) => Promise<void> {
  const latestEdit = new Map<string, number>();
  return async (environment, file) => {
    const edit = (latestEdit.get(file) ?? 0) + 1;
    latestEdit.set(file, edit);
    const superseded = () => latestEdit.get(file) !== edit;
    const reports: (() => void)[] = [];
    for (const mod of environment.moduleGraph.getModulesByFile(file) ?? []) environment.moduleGraph.invalidateModule(mod);
    // its own route first: a page shows before the browser asks for its module
    const routes = routesOf(file).sort((a, b) => Number(a.fallbackOf !== undefined) - Number(b.fallbackOf !== undefined));
    for (const route of routes) {
      try {
        let compiled: CompiledEntry | undefined;
        const data = await pageModule(route, (entry) => (compiled = entry));
        if (superseded()) return;
        environment.hot.send({ type: 'custom', event: PAGE_UPDATE_EVENT, data });
        reports.push(() => compiled && reportLinks(environment, compiled));
      } catch (error) {
        if (superseded()) return;
        const { message, id, loc, plugin } = error as PageCompileError;
        const stack = error instanceof PageCompileError ? '' : ((error as Error).stack ?? '');
        reports.push(() => environment.hot.send({ type: 'error', err: { message, stack, id, loc, plugin } }));
      }
    }
    for (const report of reports) report();
  };
}

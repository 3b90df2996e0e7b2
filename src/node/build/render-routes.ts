import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import { pageAssets, type PageAssets } from '../page/assets';
import { createCspCollector } from '../page/csp';
import { routeDocument } from '../page/html';
import type { SiteState } from '../site/site-state';
import type { RenderResult, ServerEntry } from '../../shared/render-result';
import { htmlFileOfRoute, withBase } from '../../shared/routes';
import type { Diagnostic, RouteEntry } from '../../shared/types';

export interface RenderedRoute {
  route?: RouteEntry;
  result: RenderResult;
}

/** Write a file under outDir, creating its folders. */
export async function writeOut(outDir: string, file: string, content: string): Promise<void> {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

/** A route that failed to render or to wrap, as an error naming its source file. */
function renderFailure(state: SiteState, path: string, route: RouteEntry | undefined, error: unknown): Diagnostic {
  return {
    severity: 'error',
    code: 'render',
    message: `route ${path} failed to render: ${(error as Error).stack ?? error}`,
    file: route ? state.projectPath(route.filePath) : undefined,
  };
}

/**
 * Render every route and one 404 page per language (a miss under /zh/ is answered in Chinese) with
 * the server entry. A route that throws becomes a diagnostic; the others still render.
 */
export async function renderRoutes(state: SiteState, entry: ServerEntry): Promise<{ rendered: RenderedRoute[]; diagnostics: Diagnostic[] }> {
  const { site } = state;
  const notFound = site.locales.map((l) => ({ path: `${l.langRoutePrefix}/404`, route: undefined }));
  const jobs = [...state.routes.map((route) => ({ path: route.path, route })), ...notFound];
  const rendered: RenderedRoute[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const { path, route } of jobs) {
    try {
      rendered.push({ route, result: await entry.render(withBase(path, site.base)) });
    } catch (error) {
      diagnostics.push(renderFailure(state, path, route, error));
    }
  }
  return { rendered, diagnostics };
}

/** What a first visit of any page loads: the client entry alone (the page record is inlined, the content is the HTML). */
export function firstVisitAssets(manifest: Manifest, base: string): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  return pageAssets(manifest, entryKey, base);
}

/**
 * Write each rendered route's HTML document. Returns the diagnostics of documents that failed and
 * the site-wide Content-Security-Policy, which allows the inline scripts of every page by hash.
 */
export async function writePages(
  state: SiteState,
  rendered: RenderedRoute[],
  { outDir, assets, searchIndexMeta }: { outDir: string; assets: PageAssets; searchIndexMeta?: string },
): Promise<{ diagnostics: Diagnostic[]; cspPolicy: string }> {
  const csp = createCspCollector(state.site);
  const diagnostics: Diagnostic[] = [];
  for (const { route, result } of rendered) {
    try {
      const html = routeDocument(state.site, result, { assets, searchIndexMeta, inlinePageData: true });
      await writeOut(outDir, htmlFileOfRoute(result.routePath), html);
      csp.add(html);
    } catch (error) {
      diagnostics.push(renderFailure(state, result.routePath, route, error));
    }
  }
  return { diagnostics, cspPolicy: csp.policy() };
}

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { pageAssets, type PageAssets } from '../page/assets';
import { islandNamesIn, withIslandAssets } from './island-assets';
import { fillDocument, readTemplateEntry, templateEntry, TEMPLATE_ASSETS, TEMPLATE_SEARCH_META } from './document-template';
import { bodyScriptWarnings, findBodyScripts } from '../page/body-scripts';
import { createCspCollector, type CspSources } from '../page/csp';
import { routeDocument, trustedCspSources } from '../page/html';
import { inOrderBatches, oneAtATime } from './batches';
import { withParentFolder } from './out-dir';
import type { SiteState } from '../site/site-state';
import type { ServerEntry } from '../../shared/render-result';
import { encodePath, htmlFileOfRoute, withBase } from '../../shared/routes';
import type { Diagnostic, RouteEntry } from '../../shared/types';
import { isMultiVersion, notFoundPrefixes } from '../../shared/versions';

/** Pages read and written at the same time: a few, so their reads' waits overlap and their memory stays small. */
export const WRITE_BATCH = 8;

/**
 * Write a file under outDir, creating its folders when they are missing. Written at once, not
 * through the thread pool: a site has thousands of small files, and a round trip through the pool
 * for each cost more than it saved. Where creating a file is slow (a file system that skips recently
 * freed inodes), the pool did not hide that cost either: the cores are busy anyway.
 */
export async function writeOut(outDir: string, file: string, content: string | Uint8Array): Promise<void> {
  withParentFolder(join(outDir, file), (target) => writeFileSync(target, content));
}

/** A route that failed to render or to wrap, as an error naming its source file. */
function renderFailure(state: SiteState, path: string, route: RouteEntry | undefined, error: unknown): Diagnostic {
  return {
    severity: 'error',
    code: 'render',
    message: `route ${path} failed to render: ${(error as Error).stack ?? error}`,
    file: route ? state.shownPath(route.filePath) : undefined,
  };
}

/** What a first visit of a page loads; a page with components adds theirs (`forIslands`). */
export interface FirstVisitAssets extends PageAssets {
  forIslands(names: string[]): PageAssets;
}

/** What a first visit of any page loads: the client entry alone (the page record is inlined, the content is the HTML). */
export function firstVisitAssets(manifest: Manifest, base: string): FirstVisitAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const first = pageAssets(manifest, entryKey, base);
  return { ...first, forIslands: (names) => withIslandAssets(first, names, manifest, base) };
}

/**
 * Render every route and one 404 page per language and version (a miss under /v1/zh/ is answered in Chinese, v1) with
 * the server entry, and write each HTML document at once: a few pages at a time are in memory. A route
 * that throws, or whose document fails, becomes a diagnostic; the others still render. Returns the
 * site-wide Content-Security-Policy, which allows by hash the inline scripts of every page's head
 * that the theme and the site's owner put there, and a warning for each script of a page's body,
 * which it leaves out. With
 * `reuse`, a route's document may come from an earlier build (the build cache): it is kept as a
 * template without the assets and search meta, which change with any page, as bytes with what the
 * build takes from it (document-template.ts).
 */
export async function renderPages(
  state: SiteState,
  entry: ServerEntry,
  {
    outDir,
    assets,
    searchIndexMeta,
    reuse = (_path, make) => make(),
  }: {
    outDir: string;
    assets: PageAssets & Partial<FirstVisitAssets>;
    searchIndexMeta?: string;
    reuse?: (path: string, make: () => Promise<Buffer>) => Promise<Buffer>;
  },
): Promise<{ diagnostics: Diagnostic[]; cspPolicy: string }> {
  const { site } = state;
  const notFound = (isMultiVersion(site.multiVersion) ? notFoundPrefixes(site) : site.locales.map((l) => l.langRoutePrefix)).map(
    (prefix) => ({ path: `${prefix}/404`, route: undefined }),
  );
  const jobs = [...state.routes.map((route) => ({ path: route.path, route })), ...notFound];
  const csp = createCspCollector(site);
  const diagnostics: Diagnostic[] = [];
  // rendered at the URL a browser asks for: a page named 'my page' or 'c#' is found at its own URL
  const render = oneAtATime((path: string) => entry.render(withBase(encodePath(path), site.base)));
  const write = async ({ path, route }: (typeof jobs)[number]): Promise<{ csp: CspSources; warnings: Diagnostic[] } | Diagnostic> => {
    try {
      // a route's document is the file of its path (a page's routePath is its route's path); a 404 page's is its render's
      let file = htmlFileOfRoute(path);
      const entry = await reuse(path, async () => {
        const result = await render(path);
        file = htmlFileOfRoute(result.routePath);
        const document = routeDocument(site, result, {
          assets: TEMPLATE_ASSETS,
          searchIndexMeta: searchIndexMeta && TEMPLATE_SEARCH_META,
          inlinePageData: true,
        });
        return templateEntry(document, {
          // a site without a components module has no island to look for
          islands: site.markdown.components === undefined ? [] : islandNamesIn(result.html),
          csp: trustedCspSources(site, result.page),
          bodyScripts: await findBodyScripts(result.html),
        });
      });
      const { facts, template } = readTemplateEntry(entry);
      const pageAssets = assets.forIslands?.(facts.islands) ?? assets;
      await writeOut(outDir, file, fillDocument(template, site.base, pageAssets, searchIndexMeta || undefined));
      return {
        csp: facts.csp,
        warnings: bodyScriptWarnings(facts.bodyScripts, { file: route && state.projectPath(route.filePath), path }),
      };
    } catch (error) {
      return renderFailure(state, path, route, error);
    }
  };
  await inOrderBatches(jobs, WRITE_BATCH, write, (written) => {
    if (!('csp' in written)) return diagnostics.push(written);
    csp.add(written.csp);
    diagnostics.push(...written.warnings);
  });
  return { diagnostics, cspPolicy: csp.policy() };
}

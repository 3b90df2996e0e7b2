import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { renderPage } from './src/node/html';
import { pageAssets } from './src/node/assets';
import { buildLlmsFullTxt, buildLlmsTxt, buildRobots, buildSitemap } from './src/node/emit';
import { createCspCollector } from './src/node/csp';
import { formatHeadersFile, immutableFileRules, securityHeaderRules } from './src/node/headers-file';
import { emitSearchIndex, searchIndexMetaContent, writeIndexFiles, type IndexFileOutput } from './src/node/search-index';
import type { CompiledEntry, SiteState } from './src/node/site-state';
import { htmlFileOfRoute, mdUrlOfRoute, withBase } from './src/shared/routes';
import type { Diagnostic, RouteEntry } from './src/shared/types';
import type { render as renderFn } from './server-entry';

export interface PrerenderOptions {
  state: SiteState;
  pages: CompiledEntry[];
  outDir: string;
  /** the client build's manifest (build-site takes it out of outDir) */
  manifest: Manifest;
  serverEntry: string;
  /** the local search index files, when the caller built them already (in a worker thread) */
  searchIndex?: Promise<IndexFileOutput[]>;
}

async function write(outDir: string, file: string, content: string): Promise<void> {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

/** Netlify-style rules: misses under a language folder get that language's 404 page. */
function notFoundRedirects(site: SiteState['site']): string {
  const rules = site.locales
    .filter((l) => l.langRoutePrefix)
    .map((l) => `${withBase(l.langRoutePrefix, site.base)}/*  ${withBase(`${l.langRoutePrefix}/404.html`, site.base)}  404`);
  return rules.join('\n') + '\n';
}

/** Render every route (both languages) and the 404 page into outDir, then the twins and the SEO/LLM files. */
export async function prerender({ state, pages, outDir, manifest, serverEntry, searchIndex: built }: PrerenderOptions): Promise<Diagnostic[]> {
  const { site } = state;
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: typeof renderFn };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  // a first visit loads the entry alone: the page record is inlined and the content is the HTML
  const firstVisitAssets = pageAssets(manifest, entryKey, undefined, site.base);
  const byRoute = new Map(pages.map((p) => [p.page.routePath, p]));
  const diagnostics: Diagnostic[] = [];
  // one 404 page per language: a miss under /zh/ is answered in Chinese (hosts: see _redirects)
  const notFoundPaths = site.locales.map((l) => `${l.langRoutePrefix}/404`);
  const jobs = [...state.routes.map((r) => ({ path: r.path, route: r })), ...notFoundPaths.map((path) => ({ path, route: undefined }))];
  // React first: the search index may still be building in a worker thread meanwhile
  const failed = (path: string, route: RouteEntry | undefined, error: unknown) =>
    diagnostics.push({
      severity: 'error',
      code: 'render',
      message: `route ${path} failed to render: ${(error as Error).stack ?? error}`,
      file: route ? state.projectPath(route.filePath) : undefined,
    });
  const rendered: { path: string; route?: RouteEntry; result: Awaited<ReturnType<typeof renderFn>> }[] = [];
  for (const { path, route } of jobs) {
    try {
      rendered.push({ path, route, result: await render(withBase(path, site.base)) });
    } catch (error) {
      failed(path, route, error);
    }
  }
  for (const route of state.routes) {
    const compiled = byRoute.get(route.path);
    if (compiled) await write(outDir, mdUrlOfRoute(route.path).slice(1), compiled.markdown);
  }

  // every page names the hashed index files in its meta tag
  const searchIndex = built ? await writeIndexFiles(outDir, await built, site.base) : await emitSearchIndex({ site, pages, outDir });
  const searchIndexMeta = searchIndexMetaContent(searchIndex.urls) || undefined;
  // security headers: one site-wide policy allowing the inline scripts of every page by hash
  const csp = createCspCollector(site);
  for (const { path, route, result } of rendered) {
    try {
      const locale = site.locales.find((l) => l.lang === result.page.lang) ?? site.locales[0];
      const html = renderPage({
        site,
        locale,
        page: result.page,
        routePath: path,
        appHtml: result.html,
        assets: firstVisitAssets,
        alternates: result.page.alternates ?? [],
        // the page record and its section's sidebar: all a first visit needs to hydrate
        pageData: { ...result.page, sidebar: result.sidebar },
        searchIndexMeta,
      });
      await write(outDir, htmlFileOfRoute(path), html);
      csp.add(html);
    } catch (error) {
      failed(path, route, error);
    }
  }
  await write(outDir, 'sitemap.xml', buildSitemap({ site, routes: state.routes }));
  await write(outDir, 'robots.txt', buildRobots(site));
  await write(outDir, '_redirects', notFoundRedirects(site));
  const { entry, preloads, css } = firstVisitAssets;
  const headerRules = [...securityHeaderRules({ base: site.base, policy: csp.policy() }), ...immutableFileRules([entry, ...preloads, ...css])];
  await write(outDir, '_headers', formatHeadersFile(headerRules));
  for (const locale of site.locales) {
    const own = pages.filter((p) => p.page.lang === locale.lang && p.page.pageType !== 'home');
    const prefix = locale.langRoutePrefix.replace(/^\//, '');
    await write(outDir, join(prefix, 'llms.txt'), buildLlmsTxt({ site, locale, pages: own.map((p) => p.page) }));
    await write(
      outDir,
      join(prefix, 'llms-full.txt'),
      buildLlmsFullTxt({ site, pages: own.map((p) => ({ title: p.page.title, routePath: p.page.routePath, markdown: p.markdown })) }),
    );
  }
  return diagnostics;
}

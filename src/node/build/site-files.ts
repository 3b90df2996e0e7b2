import { buildLlmsFullTxt, buildLlmsTxt, buildRobots, buildSitemap, llmsFilesOfLocale } from './emit';
import type { PageAssets } from '../page/assets';
import { formatHeadersFile, immutableFileRules, securityHeaderRules } from '../page/headers-file';
import type { CompiledEntry, SiteState } from '../site/site-state';

/** What the files around the pages read of each page. */
type PageText = Pick<CompiledEntry, 'page' | 'markdown'>;
import { mdUrlOfRoute, withBase } from '../../shared/routes';
import type { SiteConfig } from '../../shared/types';
import { writeOut } from './render-routes';

/** Each page's Markdown twin next to its HTML ('/guide/a' -> guide/a.md). */
export async function writeMarkdownTwins(pages: PageText[], outDir: string): Promise<void> {
  for (const { page, markdown } of pages) await writeOut(outDir, mdUrlOfRoute(page.routePath).slice(1), markdown);
}

/** Netlify-style rules: misses under a language folder get that language's 404 page. */
function notFoundRedirects(site: SiteConfig): string {
  const rules = site.locales
    .filter((l) => l.langRoutePrefix)
    .map((l) => `${withBase(l.langRoutePrefix, site.base)}/*  ${withBase(`${l.langRoutePrefix}/404.html`, site.base)}  404`);
  return rules.join('\n') + '\n';
}

/**
 * The files around the pages: sitemap.xml, robots.txt, _redirects, _headers (security headers with
 * the site's CSP, long caching for the first-visit files) and each language's llms.txt and llms-full.txt.
 */
export async function writeSiteFiles(
  state: SiteState,
  pages: PageText[],
  { outDir, assets, cspPolicy }: { outDir: string; assets: PageAssets; cspPolicy: string },
): Promise<void> {
  const { site } = state;
  await writeOut(outDir, 'sitemap.xml', buildSitemap({ site, routes: state.routes }));
  await writeOut(outDir, 'robots.txt', buildRobots(site));
  await writeOut(outDir, '_redirects', notFoundRedirects(site));
  const headerRules = [
    ...securityHeaderRules({ base: site.base, policy: cspPolicy }),
    ...immutableFileRules([assets.entry, ...assets.preloads, ...assets.css]),
  ];
  await writeOut(outDir, '_headers', formatHeadersFile(headerRules));
  for (const locale of site.locales) {
    const own = pages.filter((p) => p.page.lang === locale.lang && p.page.pageType !== 'home');
    const files = llmsFilesOfLocale(locale);
    await writeOut(outDir, files.llms, buildLlmsTxt({ site, locale, pages: own.map((p) => p.page) }));
    const full = own.map((p) => ({ title: p.page.title, routePath: p.page.routePath, markdown: p.markdown }));
    await writeOut(outDir, files.full, buildLlmsFullTxt({ site, pages: full }));
  }
}

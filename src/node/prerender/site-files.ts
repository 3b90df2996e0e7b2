import { buildLlmsFullTxt, buildLlmsTxt, buildRobots, buildSitemap, llmsFilesOfLocale, llmsPagesOf } from '../site/text-files';
import type { PageAssets } from '../page/assets';
import { formatHeadersFile, immutableFileRules, securityHeaderRules } from '../page/headers-file';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteState } from '../site/site-state';
import { mdUrlOfRoute, withBase } from '../../shared/routes';
import type { PageRecord, SiteConfig } from '../../shared/types';
import { isMultiVersion, notFoundPrefixes } from '../../shared/versions';
import { WRITE_BATCH, writeOut } from './render-routes';
import { inOrderBatches } from './batches';

/** What the files around the pages read of each page: its record, and its Markdown twin when asked (one page at a time). */
export interface TwinSource<P extends { page: PageRecord }> {
  pages: P[];
  twinOf(page: P): Promise<string>;
}

/** Each page's Markdown twin next to its HTML ('/guide/a' -> guide/a.md). */
export async function writeMarkdownTwins<P extends { page: PageRecord }>({ pages, twinOf }: TwinSource<P>, outDir: string): Promise<void> {
  await inOrderBatches(
    pages,
    WRITE_BATCH,
    async (p) => writeOut(outDir, mdUrlOfRoute(p.page.routePath).slice(1), await twinOf(p)),
    () => {},
  );
}

/** Pages whose part of llms-full.txt is written at once: one write for them instead of one per page. */
const LLMS_FULL_BATCH = 64;

/** llms-full.txt of these pages, written a few pages at a time (the same text as buildLlmsFullTxt of all of them). */
async function writeLlmsFull<P extends { page: PageRecord }>(
  site: SiteConfig,
  { pages, twinOf }: TwinSource<P>,
  file: string,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const out = await open(file, 'w');
  try {
    for (let start = 0; start < pages.length; start += LLMS_FULL_BATCH) {
      const texts: string[] = [];
      for (const p of pages.slice(start, start + LLMS_FULL_BATCH)) {
        texts.push(buildLlmsFullTxt({ site, pages: [{ title: p.page.title, routePath: p.page.routePath, markdown: await twinOf(p) }] }));
      }
      await out.write(start === 0 ? texts.join('\n') : `\n${texts.join('\n')}`);
    }
  } finally {
    await out.close();
  }
}

/** Netlify-style rules: misses under a language (and version) folder get that folder's 404 page. */
function notFoundRedirects(site: SiteConfig): string {
  const prefixes = isMultiVersion(site.multiVersion) ? notFoundPrefixes(site) : site.locales.map((l) => l.langRoutePrefix);
  const rules = prefixes
    .filter((prefix) => prefix !== '')
    .map((prefix) => `${withBase(prefix, site.base)}/*  ${withBase(`${prefix}/404.html`, site.base)}  404`);
  return rules.join('\n') + '\n';
}

/**
 * The files around the pages: sitemap.xml, robots.txt, _redirects, _headers (security headers with
 * the site's CSP, long caching for the first-visit files) and each language's llms.txt and llms-full.txt.
 */
export async function writeSiteFiles<P extends { page: PageRecord }>(
  state: SiteState,
  { pages, twinOf }: TwinSource<P>,
  { outDir, assets, cspPolicy }: { outDir: string; assets: PageAssets; cspPolicy: string },
): Promise<void> {
  const { site } = state;
  // a page shown untranslated is its source page for search engines and tools: listed once, as the source
  const translated = state.routes.filter((route) => route.fallbackOf === undefined);
  await writeOut(outDir, 'sitemap.xml', buildSitemap({ site, routes: translated }));
  await writeOut(outDir, 'robots.txt', buildRobots(site));
  await writeOut(outDir, '_redirects', notFoundRedirects(site));
  const headerRules = [
    ...securityHeaderRules({ base: site.base, policy: cspPolicy }),
    ...immutableFileRules([assets.entry, ...assets.preloads, ...assets.css]),
  ];
  await writeOut(outDir, '_headers', formatHeadersFile(headerRules));
  for (const locale of site.locales) {
    const own = llmsPagesOf(pages, locale, site.multiVersion);
    const files = llmsFilesOfLocale(locale);
    await writeOut(outDir, files.llms, buildLlmsTxt({ site, locale, pages: own.map((p) => p.page) }));
    await writeLlmsFull(site, { pages: own, twinOf }, join(outDir, files.full));
  }
}

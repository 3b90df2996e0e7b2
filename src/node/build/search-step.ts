import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Reuse } from './cache/build-cache';
import { searchIndexMetaContent, usesLocalIndex, writeIndexFiles, type IndexFileOutput } from '../search/search-index';
import { indexFilesFromParts } from '../search/index-from-parts';
import type { PageSearchParts } from '../search/search-records';
import type { SiteState } from '../site/site-state';
import type { Lang } from '../../shared/types';

/**
 * What one language's index file is made of, as a digest per language: the search parts of its
 * pages, and what every page's lists of links say about other pages (they become the `mentions` of
 * the pages they name, in any language).
 */
function indexInputs(partFiles: string[], langs: Lang[]): Map<Lang, string> {
  const digests = new Map(langs.map((lang) => [lang, createHash('sha256')]));
  const mentions = createHash('sha256');
  for (const file of partFiles) {
    const text = readFileSync(file, 'utf8');
    const parts = JSON.parse(text) as PageSearchParts;
    digests.get(parts.lang)?.update(`${text}\n`);
    mentions.update(`${JSON.stringify(parts.linkDescriptions)}\n`);
  }
  const said = mentions.digest('hex');
  return new Map([...digests].map(([lang, digest]) => [lang, `${digest.digest('hex')} ${said}`]));
}

/**
 * The local search index of a build, written into outDir once the bundles are built: from the search
 * records the compile left on disk (these files, in route order), one language at a time, each
 * file written as soon as it is built. It runs on the main thread, in the memory the compile freed:
 * a worker thread would need a heap of its own on top of the build's. With `reuse`, a language
 * whose pages' records did not change takes its file from an earlier build. Returns the content of
 * every page's index meta tag; none for a site without the local index (Algolia, or search off).
 */
export async function writeSearchIndex(
  state: SiteState,
  { outDir, partFiles, reuse = (_inputs, build) => build() }: { outDir: string; partFiles: string[]; reuse?: Reuse<IndexFileOutput> },
): Promise<string | undefined> {
  if (!usesLocalIndex(state.site)) return undefined;
  const { base } = state.site;
  const langs = state.site.locales.map((l) => l.lang);
  const inputs = indexInputs(partFiles, langs);
  const urls: Partial<Record<Lang, string>> = {};
  for (const lang of langs) {
    const output = await reuse([lang, base, inputs.get(lang)], async () => indexFilesFromParts({ files: partFiles, langs: [lang], base }).next().value!);
    Object.assign(urls, (await writeIndexFiles(outDir, [output], base)).urls);
  }
  return searchIndexMetaContent(urls) || undefined;
}

/**
 * The provider of the site config, created once per language and version. Each provider is its own chunk:
 * the local one carries the index reader and ranking, the Algolia one the client; only the configured one loads.
 */
import type { Lang, ClientSiteConfig } from '../../../shared/types';
import type { SearchProvider } from './types';
import { searchIndexKey, searchVersionFacet } from '../../../shared/versions';

const providers = new Map<string, Promise<SearchProvider>>();

async function create(site: ClientSiteConfig, lang: Lang, version: string): Promise<SearchProvider> {
  const { algolia } = site.search;
  if (site.search.provider === 'algolia' && algolia) {
    const { createAlgoliaProvider } = await import('./algolia-provider');
    return createAlgoliaProvider({ config: algolia, lang, version: searchVersionFacet(version, site.multiVersion), base: site.base });
  }
  // the synonyms are a module of their own, so that no page's first-visit JS carries them
  const [{ createLocalProvider }, { synonyms }] = await Promise.all([import('./local-provider'), import('virtual:site-part/synonyms')]);
  return createLocalProvider({ lang, indexKey: searchIndexKey(lang, version, site.multiVersion), synonyms: synonyms?.[lang] });
}

export function getProvider(site: ClientSiteConfig, lang: Lang, version = ''): Promise<SearchProvider> {
  const key = `${site.search.provider}:${searchIndexKey(lang, version, site.multiVersion)}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = create(site, lang, version);
    // a chunk that failed to load is requested again next time
    provider.catch(() => providers.delete(key));
    providers.set(key, provider);
  }
  return provider;
}

/** Hover or focus of the search button: fetch what the first search needs. Errors wait for that search. */
export function warmProvider(site: ClientSiteConfig, lang: Lang, version = ''): void {
  getProvider(site, lang, version)
    .then((provider) => provider.prepare())
    .catch(() => {});
}

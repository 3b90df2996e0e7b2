/**
 * The provider of the site config, created once per language. Each provider is its own chunk:
 * the local one carries the index reader and ranking, the Algolia one the client; only the configured one loads.
 */
import type { Lang, ClientSiteConfig } from '../../../shared/types';
import type { SearchProvider } from './types';

const providers = new Map<string, Promise<SearchProvider>>();

async function create(site: ClientSiteConfig, lang: Lang): Promise<SearchProvider> {
  const { algolia } = site.search;
  if (site.search.provider === 'algolia' && algolia) {
    const { createAlgoliaProvider } = await import('./algolia-provider');
    return createAlgoliaProvider({ config: algolia, lang, base: site.base });
  }
  const { createLocalProvider } = await import('./local-provider');
  return createLocalProvider({ lang, synonyms: site.search.synonyms?.[lang] });
}

export function getProvider(site: ClientSiteConfig, lang: Lang): Promise<SearchProvider> {
  const key = `${site.search.provider}:${lang}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = create(site, lang);
    // a chunk that failed to load is requested again next time
    provider.catch(() => providers.delete(key));
    providers.set(key, provider);
  }
  return provider;
}

/** Hover or focus of the search button: fetch what the first search needs. Errors wait for that search. */
export function warmProvider(site: ClientSiteConfig, lang: Lang): void {
  getProvider(site, lang)
    .then((provider) => provider.prepare())
    .catch(() => {});
}

/**
 * Hosted search (site.search.provider 'algolia'): the algoliasearch v5 lite client, one
 * multi-query request per search, and the optional 'Item Selected' insights event.
 * The client retries hosts itself; when every host fails it throws and the dialog shows its error.
 */
import { liteClient } from 'algoliasearch/lite';
import type { Lang, SearchConfig } from '../../../shared/types';
import { stripBase } from '../../../shared/routes';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../markers';
import { SNIPPET_ELLIPSIS } from '../snippet';
import { pickHits } from '../pick-hits';
import type { Hierarchy, HierarchyLevel, SearchHit, SearchProvider } from './types';

export type AlgoliaConfig = NonNullable<SearchConfig['algolia']>;

export const HITS_PER_PAGE = 20;
const INSIGHTS_URL = 'https://insights.algolia.io/1/events';
const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * The one request of a search; snippets are 5 words on narrow screens, else 10. On a site with
 * versions it asks only for the records of the version being read.
 */
export function searchRequest({
  config,
  query,
  lang,
  version,
  snippetWords,
}: {
  config: AlgoliaConfig;
  query: string;
  lang: Lang;
  /** the version facet to filter on, undefined on a site without versions */
  version?: string;
  snippetWords: number;
}) {
  return {
    indexName: config.indexName,
    query,
    attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:${snippetWords}`), `content:${snippetWords}`],
    snippetEllipsisText: SNIPPET_ELLIPSIS,
    highlightPreTag: HIGHLIGHT_PRE,
    highlightPostTag: HIGHLIGHT_POST,
    hitsPerPage: HITS_PER_PAGE,
    clickAnalytics: Boolean(config.insights),
    facetFilters: version ? [`lang:${lang}`, `version:${version}`] : [`lang:${lang}`],
  };
}

/**
 * An Algolia hit URL as a route path: 'https://rstest.rs/docs/guide/a#b' with base '/docs/' -> '/guide/a#b'.
 * Always one leading slash: a record URL like 'https://x//evil.example/a' must not become the
 * protocol-relative link '//evil.example/a' to another site.
 */
export function routeOfHitUrl(url: string, base: string): string {
  const parsed = new URL(url, 'https://host.invalid');
  return stripBase(`/${parsed.pathname.replace(/^\/+/, '')}`, base) + parsed.hash;
}

type Marked = { value?: string };
interface AlgoliaHit {
  objectID: string;
  url: string;
  type: SearchHit['type'];
  hierarchy: Hierarchy;
  content: string | null;
  _snippetResult?: { hierarchy?: Partial<Record<HierarchyLevel, Marked>>; content?: Marked };
  _highlightResult?: { hierarchy?: Partial<Record<HierarchyLevel, Marked>>; content?: Marked };
}

export function toSearchHit(hit: AlgoliaHit, base: string, position: number, queryID?: string): SearchHit {
  const marked: NonNullable<SearchHit['marked']> = { hierarchy: {} };
  for (const level of LEVELS) {
    const value = hit._snippetResult?.hierarchy?.[level]?.value ?? hit._highlightResult?.hierarchy?.[level]?.value;
    if (value) marked.hierarchy[level] = value;
  }
  const content = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value;
  if (content) marked.content = content;
  return {
    objectID: hit.objectID,
    url: routeOfHitUrl(hit.url, base),
    type: hit.type,
    hierarchy: hit.hierarchy,
    content: hit.content ?? null,
    marked,
    position,
    queryID,
  };
}

/** Anonymous per page load: the events only need to tie a click to its search. */
const userToken = `anonymous-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/** The insights endpoint; a test hosts override sends events to the first test host instead. */
function insightsUrl(config: AlgoliaConfig): string {
  const host = config.hosts?.[0];
  return host ? `${host.protocol ?? 'https'}://${host.url}/1/events` : INSIGHTS_URL;
}

export interface AlgoliaProviderOptions {
  config: AlgoliaConfig;
  lang: Lang;
  /** the version facet searched (searchVersionFacet), undefined on a site without versions */
  version?: string;
  base: string;
  fetchFn?: typeof fetch;
  /** test seam: the client's own options (requester, timeouts) */
  clientOptions?: Parameters<typeof liteClient>[2];
}

export function createAlgoliaProvider({
  config,
  lang,
  version,
  base,
  fetchFn = (...args) => fetch(...args),
  clientOptions,
}: AlgoliaProviderOptions): SearchProvider {
  const hosts = config.hosts?.map((h) => ({ url: h.url, protocol: h.protocol ?? 'https', accept: h.accept ?? 'readWrite' }) as const);
  const client = liteClient(config.appId, config.apiKey, { ...(hosts ? { hosts } : {}), ...clientOptions });
  return {
    prepare: async () => undefined,
    async search(query, { snippetWords }) {
      const { results } = await client.search<AlgoliaHit>({ requests: [searchRequest({ config, query, lang, version, snippetWords })] });
      const result = results[0] as { hits?: AlgoliaHit[]; queryID?: string } | undefined;
      const hits = (result?.hits ?? []).map((hit, i) => toSearchHit(hit, base, i + 1, result?.queryID));
      // the same few hits per page as the local index; each keeps Algolia's position for insights
      return { hits: pickHits(hits, { pageOf: (hit) => hit.url.split('#')[0], limit: hits.length }), queryID: result?.queryID };
    },
    hitSelected(hit) {
      if (!config.insights || !hit.queryID || !hit.position) return;
      const event = {
        eventType: 'click',
        eventName: 'Item Selected',
        index: config.indexName,
        userToken,
        objectIDs: [hit.objectID],
        positions: [hit.position],
        queryID: hit.queryID,
      };
      fetchFn(insightsUrl(config), {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey },
        body: JSON.stringify({ events: [event] }),
      }).catch(() => {
        /* analytics must never disturb navigation */
      });
    },
  };
}

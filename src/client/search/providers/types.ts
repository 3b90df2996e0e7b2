/** What every search provider (local index, Algolia) hands to the dialog. */
import type { SearchRecord } from '../../../shared/types';

export type HitType = SearchRecord['type'];
export type Hierarchy = SearchRecord['hierarchy'];
export type HierarchyLevel = keyof Hierarchy;

/** A hit as the dialog shows and stores it. */
export interface SearchHit {
  objectID: string;
  /** base-less route path with its anchor: '/guide/basic/cli#commands' */
  url: string;
  type: HitType;
  /** plain text */
  hierarchy: Hierarchy;
  content: string | null;
  /** the same texts with highlight markers (markers.ts), snippeted; missing when not matched */
  marked?: { hierarchy: Partial<Record<HierarchyLevel, string>>; content?: string };
  /** position in the provider's answer, 1-based (insights events) */
  position?: number;
  /** the answer's query id (insights events) */
  queryID?: string;
}

export interface SearchAnswer {
  hits: SearchHit[];
  queryID?: string;
}

export interface SearchOptions {
  /** snippet length in words: 5 on narrow screens, else 10 */
  snippetWords: number;
}

export interface SearchProvider {
  /** throws when the provider fails after its retries (the dialog then shows its error screen) */
  search(query: string, options: SearchOptions): Promise<SearchAnswer>;
  /** warm up (download the index, open the connection); failures surface on the next search */
  prepare(): Promise<void>;
  /** a hit from the results was chosen (insights) */
  hitSelected?(hit: SearchHit): void;
}

/** Why a search failed: the network or the search service, or an index that arrived unreadable. */
export type SearchFault = 'network' | 'index';

/**
 * The fault an error carries (`fault: 'index'`, see local-provider.ts), else the network's. Read from
 * the error, not by its class: the dialog's chunk then shares no module with the providers' chunks,
 * so a provider never imports the dialog's chunk, and a dialog chunk that once failed to download
 * (which the browser may remember for the page's life) cannot break a provider loaded later.
 */
export function faultOf(error: unknown): SearchFault {
  return (error as { fault?: unknown } | null)?.fault === 'index' ? 'index' : 'network';
}

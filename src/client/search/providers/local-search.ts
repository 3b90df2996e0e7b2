/**
 * Querying a loaded local index file (index-format.ts). English finds prefixes ('snaps') and
 * one-letter typos ('snapshor'); Chinese queries are segmented into words like the index.
 */
import MiniSearch, { type SearchOptions as MiniSearchOptions, type SearchResult } from 'minisearch';
import type { SearchRecord } from '../../../shared/types';
import { miniSearchOptions, restoreIdentityIds, type IndexedFields, type SearchIndexFile } from '../index-format';
import { highlight, snippet, termsPattern } from '../snippet';
import type { Hierarchy, HierarchyLevel, SearchHit } from './types';

/** Same as Algolia's hitsPerPage in SPEC 9. */
export const LOCAL_HITS_LIMIT = 20;
export const PAGE_HITS_LIMIT = 5;
/** Page and heading records rank above body text, as DocSearch's weights do. */
const TYPE_BOOST: Record<SearchRecord['type'], number> = { lvl1: 1.6, lvl2: 1.4, lvl3: 1.25, lvl4: 1.15, lvl5: 1.1, lvl6: 1.05, content: 1 };
const FUZZY_MIN_LENGTH = 4;
const LEVELS: HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * The best LOCAL_HITS_LIMIT results with at most PAGE_HITS_LIMIT per page, so one long page that
 * mentions a word everywhere cannot push every other page out of the answer.
 */
function diverse(results: SearchResult[], file: SearchIndexFile): SearchResult[] {
  const perPage = new Map<number, number>();
  const kept: SearchResult[] = [];
  for (const result of results) {
    const page = file.docs[result.id as number][0];
    const count = perPage.get(page) ?? 0;
    if (count >= PAGE_HITS_LIMIT) continue;
    perPage.set(page, count + 1);
    kept.push(result);
    if (kept.length === LOCAL_HITS_LIMIT) break;
  }
  return kept;
}

export interface LocalSearch {
  search(query: string, snippetWords: number): SearchHit[];
}

export function createLocalSearch(file: SearchIndexFile): LocalSearch {
  // the file is parsed already: loadJS is loadJSON without a second JSON.parse
  const index = MiniSearch.loadJS<IndexedFields>(restoreIdentityIds(file), miniSearchOptions(file.lang));
  const options: MiniSearchOptions = {
    boost: { title: 3, parents: 0.5, content: 1 },
    prefix: true,
    // a one-letter typo in a word of four letters or more: 'snapshor' finds 'snapshot'
    fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 0.2 : false),
    boostDocument: (id) => TYPE_BOOST[file.docs[id as number][2]],
  };

  // records of a page are contiguous: a record's number inside its page rebuilds the build's objectID
  const firstDocOfPage: number[] = [];
  file.docs.forEach(([page], id) => (firstDocOfPage[page] ??= id));

  const toHit = (result: SearchResult, snippetWords: number): SearchHit => {
    const id = result.id as number;
    const [pageNumber, anchor, type, levels, content] = file.docs[id];
    const [path, lvl0, lvl1] = file.pages[pageNumber];
    const url = anchor ? `${path}#${anchor}` : path;
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    LEVELS.forEach((level, i) => {
      hierarchy[level] = levels[i] || null;
    });
    const pattern = termsPattern(result.terms);
    const marked: NonNullable<SearchHit['marked']> = { hierarchy: {} };
    for (const [level, text] of Object.entries(hierarchy) as [HierarchyLevel, string | null][]) {
      if (text) marked.hierarchy[level] = highlight(text, pattern);
    }
    if (content) marked.content = snippet(content, pattern, snippetWords);
    // the same id as the record's (search-records.ts), so recents survive a rebuild of the index
    const objectID = `${url}:${id - firstDocOfPage[pageNumber]}`;
    return { objectID, url, type, hierarchy, content: content || null, marked };
  };

  return {
    search(query, snippetWords) {
      if (!query.trim()) return [];
      // every word must match; when none does, any word may (DocSearch's optional words do the same)
      let results = index.search(query, { ...options, combineWith: 'AND' });
      if (results.length === 0) results = index.search(query, { ...options, combineWith: 'OR' });
      return diverse(results, file).map((result, i) => ({ ...toHit(result, snippetWords), position: i + 1 }));
    },
  };
}

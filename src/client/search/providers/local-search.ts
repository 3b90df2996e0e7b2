/**
 * Querying a loaded local index file (shared/search-index-format.ts). English finds prefixes ('snaps') and
 * one-letter typos ('snapshor'); Chinese queries are cut into character pairs like the index.
 *
 * Ranking, page first: a record answers the query when it holds every word of it, itself or in the
 * headings above it and its page's title and lead ('expect toBe' finds toBe under Expect). Pages
 * are ranked by their best record, and what a page is about (its title and lead, then its headings)
 * counts far more than a sentence of body text, so the page about a concept comes before a long
 * guide that mentions it on every screen.
 */
import MiniSearch, { type SearchOptions as MiniSearchOptions, type SearchResult } from 'minisearch';
import type { SearchRecord } from '../../../shared/types';
import { unpackIndex } from '../../../shared/search-index-codec';
import {
  isHanTerm,
  MINI_SEARCH_OPTIONS,
  normalizeTerm,
  termText,
  tokenize,
  type IndexedFields,
  type SearchIndexFile,
} from '../../../shared/search-index-format';
import { highlight, snippet, termsPattern } from '../snippet';
import { pickHits } from '../pick-hits';
import { queryWords } from '../query-words';
import type { Hierarchy, HierarchyLevel, SearchHit } from './types';

/** Same as Algolia's hitsPerPage. */
export const LOCAL_HITS_LIMIT = 20;
/** The page record says what the page is about; headings say what its parts are about. */
const TYPE_BOOST: Record<SearchRecord['type'], number> = { lvl1: 3, lvl2: 1.6, lvl3: 1.4, lvl4: 1.2, lvl5: 1.1, lvl6: 1.05, content: 1 };
/** How much of its headings' and page's score a record inherits: they say what it is about. */
const ANCESTOR_SHARE = 0.5;
const FUZZY_MIN_LENGTH = 5;
const LEVELS: HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const LEVEL_DEPTH: Record<SearchRecord['type'], number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 };

/** A typo match counts half a word: 'jest' is not 'test'. */
const TYPO_SHARE = 0.5;

/** The query terms a result holds: 1 for the word or a longer word it starts, TYPO_SHARE for a typo. */
function addFound(found: Map<string, number>, result: SearchResult): void {
  const matched = Object.keys(result.match);
  for (const term of result.queryTerms) {
    const share = matched.some((derived) => derived.startsWith(term)) ? 1 : TYPO_SHARE;
    found.set(term, Math.max(found.get(term) ?? 0, share));
  }
}

interface RankedRecord {
  result: SearchResult;
  page: number;
  coverage: number;
  score: number;
}

/** As Algolia's 'words' rule: more of the query first; then the score. */
const byCoverageThenScore = (a: RankedRecord, b: RankedRecord) => b.coverage - a.coverage || b.score - a.score;

export interface LocalSearch {
  search(query: string, snippetWords: number): SearchHit[];
}

/** For every record, the record of the heading it sits under (a page record has none: -1). */
function parentRecords(file: SearchIndexFile): number[] {
  const parents: number[] = [];
  // the open heading records of the current page, by depth
  let open: number[] = [];
  file.docs.forEach(([page, , type], id) => {
    if (type === 'lvl1' || file.docs[open[1]]?.[0] !== page) open = [];
    const depth = LEVEL_DEPTH[type];
    let parent = -1;
    for (let d = Math.min(depth - 1, 6); d >= 1 && parent < 0; d--) parent = open[d] ?? -1;
    parents.push(parent);
    if (type !== 'content') {
      open = open.slice(0, depth);
      open[depth] = id;
    }
  });
  return parents;
}

export function createLocalSearch(file: SearchIndexFile): LocalSearch {
  const index = MiniSearch.loadJSON<IndexedFields>(unpackIndex(file.index), MINI_SEARCH_OPTIONS);
  const options: MiniSearchOptions = {
    boost: { title: 3, content: 1, mentions: 1 },
    prefix: true,
    // a one-letter typo in a word of five letters or more: 'snapshor' finds 'snapshot'
    fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH && !isHanTerm(term) ? 0.2 : false),
    boostDocument: (id) => TYPE_BOOST[file.docs[id as number][2]],
    // the query is in terms already (query-words.ts)
    tokenize: (term) => [term],
    combineWith: 'OR',
  };
  const parents = parentRecords(file);
  const sectionTerms = file.pages.map(([, lvl0]) => new Set(tokenize(lvl0).map(normalizeTerm)));

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
    const pattern = termsPattern(result.terms.map(termText));
    const marked: NonNullable<SearchHit['marked']> = { hierarchy: {} };
    for (const [level, text] of Object.entries(hierarchy) as [HierarchyLevel, string | null][]) {
      if (text) marked.hierarchy[level] = highlight(text, pattern);
    }
    if (content) marked.content = snippet(content, pattern, snippetWords);
    // the same id as the record's (search-records.ts), so recents survive a rebuild of the index
    const objectID = `${url}:${id - firstDocOfPage[pageNumber]}`;
    return { objectID, url, type, hierarchy, content: content || null, marked };
  };

  /**
   * Every record holding a word of the query, scored: `coverage` is how much of the query it holds
   * (itself, or in the headings, page and section above it), each word counting one, a Chinese word
   * by the share of its character pairs found.
   */
  const scoreRecords = (words: string[][]): RankedRecord[] => {
    const terms = [...new Set(words.flat())];
    const results = index.search({ queries: terms, combineWith: 'OR' }, options);
    const byId = new Map(results.map((result) => [result.id as number, result]));
    return results.map((result) => {
      const id = result.id as number;
      const page = file.docs[id][0];
      const found = new Map<string, number>();
      for (const term of sectionTerms[page]) found.set(term, 1);
      addFound(found, result);
      let score = result.score;
      for (let above = parents[id]; above >= 0; above = parents[above]) {
        const match = byId.get(above);
        if (!match) continue;
        addFound(found, match);
        score += ANCESTOR_SHARE * match.score;
      }
      const coverage = words.reduce((sum, word) => sum + word.reduce((share, term) => share + (found.get(term) ?? 0), 0) / word.length, 0);
      return { result, score, page, coverage };
    });
  };

  return {
    search(query, snippetWords) {
      const words = queryWords(query);
      if (words.length === 0) return [];
      const picked = pickHits(scoreRecords(words), {
        pageOf: (record) => record.page,
        compare: byCoverageThenScore,
        limit: LOCAL_HITS_LIMIT,
      });
      return picked.map((record, i) => ({ ...toHit(record.result, snippetWords), position: i + 1 }));
    },
  };
}

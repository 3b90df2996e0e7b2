/**
 * How well the local search ranks: a set of queries as readers type them, each with the page it
 * should find (tests/fixtures/search-queries.json), scored per language as the mean reciprocal rank
 * of that page's first hit and the share of queries that find it among the first three hits.
 * `npm run bench` prints the figures; tests/build/search-ranking.test.ts holds the top-3 share up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalSearch } from '../src/client/search/providers/local-search';

export interface RankingQuery {
  query: string;
  /** route path of the page the query should find: '/config/test/testTimeout' */
  page: string;
}

export interface RankingFigures {
  queries: number;
  /** mean of 1/rank of the expected page's first hit (0 when it is not among the hits) */
  mrr: number;
  /** share of queries whose page is among the first three hits */
  top3: number;
  /** the queries whose page is not among the first three hits, with its rank (0: not found) */
  misses: { query: string; page: string; rank: number }[];
}

export const QUERY_SET_FILE = join(import.meta.dirname, '../tests/fixtures/search-queries.json');

export function readQuerySet(file = QUERY_SET_FILE): Record<string, RankingQuery[]> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, RankingQuery[]>;
}

/** 1-based rank of the first hit on `page`, 0 when none. */
export async function rankOf(search: LocalSearch, { query, page }: RankingQuery): Promise<number> {
  const hits = await search.search(query, 10);
  return hits.findIndex((hit) => hit.url.split('#')[0] === page) + 1;
}

export async function measureRanking(search: LocalSearch, queries: RankingQuery[]): Promise<RankingFigures> {
  let reciprocal = 0;
  let top3 = 0;
  const misses: RankingFigures['misses'] = [];
  for (const entry of queries) {
    const rank = await rankOf(search, entry);
    if (rank > 0) reciprocal += 1 / rank;
    if (rank > 0 && rank <= 3) top3++;
    else misses.push({ ...entry, rank });
  }
  return { queries: queries.length, mrr: reciprocal / queries.length, top3: top3 / queries.length, misses };
}

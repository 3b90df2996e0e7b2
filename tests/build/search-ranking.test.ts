/**
 * Ranking of the local search on the real site's built index: for the query set of
 * tests/fixtures/search-queries.json (readers' words for a concept, each with the page about it),
 * the page is among the first three hits for at least 90% of the queries, in each language, with
 * the site's synonyms as its pages get them. `npm run bench` prints the same figures with the MRR.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { measureRanking, readQuerySet, type RankingFigures } from '../../scripts/search-ranking';
import { openDistIndexes } from '../../scripts/search-dist';
import siteConfig from '../../content/site.config';
import { realSiteDist } from './real-site';

const TOP3_MIN = 0.9;
const QUERY_MIN = 30;
const querySet = readQuerySet();
const figures = new Map<string, RankingFigures>();
const indexedPages = new Map<string, Set<string>>();

beforeAll(async () => {
  for (const index of await openDistIndexes(await realSiteDist(), siteConfig.search?.synonyms)) {
    indexedPages.set(index.lang, index.pages());
    const queries = querySet[index.lang];
    if (queries) figures.set(index.lang, await measureRanking(index.search, queries));
  }
});

describe('search ranking on the real site', () => {
  it.each(['en', 'zh'])(`%s: at least ${QUERY_MIN} queries, each naming a page of the site`, (lang) => {
    expect(querySet[lang].length).toBeGreaterThanOrEqual(QUERY_MIN);
    // a page that was moved or removed would count as a ranking miss: name it instead
    const unknown = querySet[lang].filter((entry) => !indexedPages.get(lang)?.has(entry.page)).map((entry) => entry.page);
    expect(unknown).toEqual([]);
  });

  it.each(['en', 'zh'])(`%s: the expected page is among the first three hits for ${TOP3_MIN * 100}% of the queries or more`, (lang) => {
    const result = figures.get(lang);
    expect(result, `no ${lang} index`).toBeDefined();
    const misses = result!.misses.map((m) => `'${m.query}' -> ${m.page}: ${m.rank ? `rank ${m.rank}` : 'not found'}`).join('\n');
    expect(
      result!.top3,
      `top-3 ${(result!.top3 * 100).toFixed(1)}%, MRR ${result!.mrr.toFixed(3)}; below the top 3:\n${misses}`,
    ).toBeGreaterThanOrEqual(TOP3_MIN);
  });
});

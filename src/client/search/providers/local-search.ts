/**
 * Querying the local index (shared/search-index-format.ts), a piece at a time: the term pieces of
 * the query's words, then the fragment pieces of the hits shown.
 *
 * Ranking, page first: a record answers the query by the words it holds itself and those of the
 * headings above it and its page (title, lead, section). Each word weighs by its rarity, so words
 * most records hold decide little; a whole word counts more than a longer word it starts or a part
 * of an identifier; a heading or title that is exactly the query, and words found together in one
 * record, rank first. Pages are ranked by their best record. A run of Han text in the query is cut
 * into its words first (han-words.ts), so each weighs by its own rarity.
 */
import { decodePostings, type Posting } from '../../../shared/search-index-codec';
import { termText } from '../../../shared/search-index-format';
import type { SearchRecord } from '../../../shared/types';
import { pickHits } from '../pick-hits';
import { queryWords } from '../query-words';
import { highlight, snippet, termsPattern } from '../snippet';
import type { IndexPieces } from './index-pieces';
import { splitHanWord } from './han-words';
import { synonymForms, unspacedMembers } from './synonyms';
import { matchTerms, type MatchKind, type TermMatch } from './term-matches';
import type { Hierarchy, HierarchyLevel, SearchHit } from './types';

/** Same as Algolia's hitsPerPage. */
export const LOCAL_HITS_LIMIT = 20;
const LEVELS: HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
/** By field (title, content, mentions, section): a section's title says where a page is, it scores nothing. */
const FIELD_WEIGHT = [3, 1, 1, 0];
/** By record type (lvl1 … lvl6, content): the page record says what the page is about, headings what its parts are. */
const TYPE_WEIGHT = [3, 1.6, 1.4, 1.2, 1.1, 1.05, 1];
/** How a match scores: the word itself, the word with an ending, a longer word it starts, a word one typo away. */
const KIND_SCORE: Record<MatchKind, number> = { exact: 1, form: 0.8, prefix: 0.35, typo: 0.3 };
/**
 * How much of the word a match finds: a typo is half a word ('jest' is not 'test'); a longer word
 * the term starts is the word while the reader may still be typing it, and half of it when the
 * term is a word of the index itself ('fetch' of fetchTemperature).
 */
const KIND_FOUND: Record<MatchKind, number> = { exact: 1, form: 1, prefix: 1, typo: 0.5 };
const PREFIX_OF_WORD_FOUND = 0.3;
/** A word found only inside an identifier ('fetch' of fetchTemperature). */
const PART_SHARE = 0.4;
/** A synonym of the reader's word counts a little less than the word. */
const SYNONYM_SHARE = 0.8;
/** How much of its headings' and page's score a record inherits: they say what it is about. */
const ANCESTOR_SHARE = 0.5;
/** A page title, or else a heading, that is the query word for word. */
const EXACT_TITLE_BOOST = { page: 4, heading: 2 };
/** A page title holding every word of the query: the page is about it. */
const PAGE_TITLE_BOOST = 2;
/** Per further query word a record holds itself: words close together. */
const TOGETHER_BOOST = 0.5;
/**
 * How strongly a record missing some of the query falls behind. Its score already lacks the missing
 * words' share; a steeper fall let a passage holding every filler word beat the page that answers.
 */
const COVERAGE_POWER = 1.5;

export interface LocalSearch {
  search(query: string, snippetWords: number): Promise<SearchHit[]>;
}

export interface LocalSearchOptions {
  /** groups of words that mean the same to a reader, in the language of the index */
  synonyms?: string[][];
}

/** One word of the query in one record: what it scores there and how much of it is found. */
interface WordMatch {
  /** the best score of each field (title, content, mentions, section), added up */
  fields: number[];
  score: number;
  found: number;
  /** the word's terms found as they are in the record's title */
  titleTerms: number;
}

interface RecordInfo {
  page: number;
  record: number;
  type: number;
  span: number;
  /** the record's title length in terms (0: no title matched) */
  titleLength: number;
}

interface Ranked {
  info: RecordInfo;
  rank: number;
}

const decoded = new WeakMap<TermMatch['entry'], Posting[]>();
function postingsOf(match: TermMatch): Posting[] {
  let postings = decoded.get(match.entry);
  if (!postings) {
    try {
      postings = decodePostings(match.entry[1]);
    } catch (error) {
      // a piece that arrived damaged: downloading it again will not help
      throw Object.assign(new Error(`search index: postings of '${match.term}' cannot be read`, { cause: error }), { fault: 'index' });
    }
    decoded.set(match.entry, postings);
  }
  return postings;
}

const keyOf = (page: number, record: number) => page * 65_536 + record;

/** How a posting scores for a match of `kind`. */
function postingScore(posting: Posting, kind: MatchKind): number {
  const count = posting.field === 0 ? 1 : 1 + 0.3 * Math.log(posting.count);
  return KIND_SCORE[kind] * (posting.whole ? 1 : PART_SHARE) * FIELD_WEIGHT[posting.field] * TYPE_WEIGHT[posting.type] * count;
}

/** A word's rarity from how many records hold its terms (the most common of its exact terms, else of any). */
function rarityOf(matches: TermMatch[][], docs: number): number {
  const held = matches.map((list) => {
    const exact = list.filter((m) => m.kind === 'exact');
    return Math.max(0, ...(exact.length > 0 ? exact : list).map((m) => m.entry[0]));
  });
  const mean = held.reduce((sum, records) => sum + Math.log(1 + docs / (1 + records)), 0) / Math.max(1, held.length);
  return Math.max(mean, 0.1);
}

export function createLocalSearch(pieces: IndexPieces, { synonyms = [] }: LocalSearchOptions = {}): LocalSearch {
  const { manifest } = pieces;
  const named = unspacedMembers(synonyms);

  /** Per word of the query, per record holding it: its match there. Fills `infos`. */
  const matchWords = (forms: { terms: string[]; share: number }[][], matchesOf: Map<string, TermMatch[]>, infos: Map<number, RecordInfo>) =>
    forms.map((wordForms) => {
      const byRecord = new Map<number, WordMatch>();
      for (const { terms, share } of wordForms) {
        const perForm = new Map<number, WordMatch>();
        for (const term of terms) {
          const best = new Map<number, WordMatch>();
          const termMatches = matchesOf.get(term) ?? [];
          const isWord = termMatches.some((match) => match.kind === 'exact');
          for (const match of termMatches) {
            const found = match.kind === 'prefix' && isWord ? PREFIX_OF_WORD_FOUND : KIND_FOUND[match.kind];
            for (const posting of postingsOf(match)) {
              const key = keyOf(posting.page, posting.record);
              let info = infos.get(key);
              if (!info) infos.set(key, (info = { ...posting, titleLength: 0 }));
              // a title holding the word only inside an identifier (resetMocks for 'mock') is not about it
              const exactTitle = posting.field === 0 && match.kind === 'exact' && posting.whole;
              if (exactTitle) info.titleLength = posting.count;
              const seen = best.get(key) ?? { fields: [0, 0, 0, 0], score: 0, found: 0, titleTerms: 0 };
              seen.fields[posting.field] = Math.max(seen.fields[posting.field], postingScore(posting, match.kind) * share);
              seen.score = seen.fields.reduce((sum, value) => sum + value, 0);
              seen.found = Math.max(seen.found, found * share);
              seen.titleTerms = Math.max(seen.titleTerms, exactTitle ? 1 : 0);
              best.set(key, seen);
            }
          }
          for (const [key, { score, found, titleTerms }] of best) {
            const sum = perForm.get(key) ?? { fields: [], score: 0, found: 0, titleTerms: 0 };
            sum.score += score / terms.length;
            sum.found += found / terms.length;
            sum.titleTerms += titleTerms;
            perForm.set(key, sum);
          }
        }
        for (const [key, match] of perForm) {
          const seen = byRecord.get(key);
          if (!seen || match.score > seen.score) byRecord.set(key, { ...match, found: Math.max(match.found, seen?.found ?? 0) });
        }
      }
      return byRecord;
    });

  /** Every record holding a word of the query, with its rank value. */
  const rankRecords = (words: Map<number, WordMatch>[], rarity: number[], infos: Map<number, RecordInfo>): Ranked[] => {
    const total = rarity.reduce((sum, r) => sum + r, 0);
    // the page and heading records matched, by page: they lend their words to the records under them
    const above = new Map<number, RecordInfo[]>();
    for (const info of infos.values())
      if (info.span > 0 || info.record === 0) above.set(info.page, [...(above.get(info.page) ?? []), info]);
    return [...infos.values()].map((info) => {
      const ancestors = (above.get(info.page) ?? []).filter((a) => a.record < info.record && info.record <= a.record + a.span);
      let score = 0;
      let coverage = 0;
      let together = 0;
      let titleTerms = 0;
      let titleWords = 0;
      words.forEach((byRecord, i) => {
        const own = byRecord.get(keyOf(info.page, info.record));
        let found = own?.found ?? 0;
        let inherited = 0;
        for (const ancestor of ancestors) {
          const match = byRecord.get(keyOf(ancestor.page, ancestor.record));
          if (!match) continue;
          found = Math.max(found, match.found);
          inherited = Math.max(inherited, match.score);
        }
        score += rarity[i] * ((own?.score ?? 0) + ANCESTOR_SHARE * inherited);
        coverage += (rarity[i] * found) / total;
        if ((own?.found ?? 0) > PREFIX_OF_WORD_FOUND) together++;
        if (own && own.titleTerms > 0) {
          titleTerms += own.titleTerms;
          titleWords++;
        }
      });
      if (words.length > 1 && together > 1) score *= 1 + TOGETHER_BOOST * (together - 1);
      const isPage = info.record === 0;
      if (titleWords === words.length && titleTerms === info.titleLength)
        score *= isPage ? EXACT_TITLE_BOOST.page : EXACT_TITLE_BOOST.heading;
      else if (titleWords === words.length && isPage) score *= PAGE_TITLE_BOOST;
      return { info, rank: score * coverage ** COVERAGE_POWER };
    });
  };

  const toHit = async (info: RecordInfo, pattern: RegExp | null, snippetWords: number): Promise<SearchHit> => {
    const piece = await pieces.fragmentPiece(info.page, Math.floor(info.record / manifest.fragment));
    const doc = piece.docs[info.record - piece.from];
    if (!doc) throw Object.assign(new Error(`search index: no record ${info.record} of page ${info.page}`), { fault: 'index' });
    const [anchor, type, levels, content] = doc;
    const [path, lvl0, lvl1] = piece.page;
    const url = anchor ? `${path}#${anchor}` : path;
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    LEVELS.forEach((level, i) => {
      hierarchy[level] = levels[i] || null;
    });
    const marked: NonNullable<SearchHit['marked']> = { hierarchy: {} };
    for (const [level, text] of Object.entries(hierarchy) as [HierarchyLevel, string | null][]) {
      if (text) marked.hierarchy[level] = highlight(text, pattern);
    }
    if (content) marked.content = snippet(content, pattern, snippetWords);
    // the same id as the record's (search-records.ts), so recents survive a rebuild of the index
    return { objectID: `${url}:${info.record}`, url, type: type as SearchRecord['type'], hierarchy, content: content || null, marked };
  };

  return {
    async search(query, snippetWords) {
      const runs = queryWords(query);
      if (runs.length === 0) return [];
      const matchesOf = new Map<string, TermMatch[]>();
      const formsOf = (words: string[][]) =>
        words.map((terms) => [
          { terms, share: 1 },
          ...synonymForms(terms, synonyms).map((other) => ({ terms: other, share: SYNONYM_SHARE })),
        ]);
      const termsOf = (forms: ReturnType<typeof formsOf>) => [...new Set(forms.flat().flatMap((form) => form.terms))];
      await matchTerms(pieces, matchesOf, termsOf(formsOf(runs)));
      const recordsOf = (term: string) => matchesOf.get(term)?.find((match) => match.kind === 'exact')?.entry[0] ?? 0;
      const words = runs.flatMap((terms) => splitHanWord(terms, recordsOf, named));
      const forms = formsOf(words);
      await matchTerms(pieces, matchesOf, termsOf(forms));
      const infos = new Map<number, RecordInfo>();
      const byWord = matchWords(forms, matchesOf, infos);
      const rarity = forms.map((wordForms) =>
        rarityOf(
          wordForms[0].terms.map((term) => matchesOf.get(term) ?? []),
          manifest.docs,
        ),
      );
      const picked = pickHits(rankRecords(byWord, rarity, infos), {
        pageOf: (ranked) => ranked.info.page,
        compare: (a, b) => b.rank - a.rank,
        limit: LOCAL_HITS_LIMIT,
      });
      const shown = [...new Set([...matchesOf.values()].flat().map((match) => termText(match.term)))];
      const pattern = termsPattern(shown);
      const hits = await Promise.all(picked.map((ranked) => toHit(ranked.info, pattern, snippetWords)));
      return hits.map((hit, i) => ({ ...hit, position: i + 1 }));
    },
  };
}

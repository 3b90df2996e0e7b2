/**
 * A language's index file put together from what each page gives it, so that a build can keep each
 * page's share and redo only the pages that changed. A page's share is its records as the file holds
 * them and its terms as MiniSearch counts them (tokenized and normalized once). Put together in route
 * order, the shares give the same file, byte for byte, as adding every record to MiniSearch
 * (IndexFileBuilder): MiniSearch's JSON follows the order it first met each term (its term tree is
 * ordered by insertion) and keeps a running average of each field's length, and both are replayed
 * here in that order.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { packIndexSource, type TermPostings } from '../../shared/search-index-codec';
import type { Lang, SearchRecord } from '../../shared/types';
import { INDEX_FORMAT_VERSION, MINI_SEARCH_OPTIONS, type IndexDoc, type IndexPage, type SearchIndexFile } from '../../shared/search-index-format';
import { indexedFields, pageAndDoc } from './search-index';

const FIELDS = MINI_SEARCH_OPTIONS.fields;
const tokenize = MINI_SEARCH_OPTIONS.tokenize!;
const processTerm = MINI_SEARCH_OPTIONS.processTerm!;

/** One page's share of its language's index file. */
export interface PageIndexPart {
  /** the pages its records are on ([path, lvl0, lvl1]), in the order its records first name them */
  pages: IndexPage[];
  /** its records as the file holds them, each naming its page by position in `pages` */
  docs: IndexDoc[];
  /** each record's length of each field (its distinct terms): record 0's fields, then record 1's … */
  lengths: number[];
  /** its terms, in the order it first names them */
  terms: string[];
  /** per term, where it occurs: [field, record, count] after one another, by record, then field */
  postings: number[][];
}

/** A page's share of the index: its records (the page record with its mentions), in their order. */
export function pageIndexPart(records: SearchRecord[], base: string): PageIndexPart {
  const part: PageIndexPart = { pages: [], docs: [], lengths: [], terms: [], postings: [] };
  const pageNumbers = new Map<string, number>();
  const termNumbers = new Map<string, number>();
  const count = (term: string, field: number, doc: number) => {
    let n = termNumbers.get(term);
    if (n === undefined) {
      n = part.terms.push(term) - 1;
      part.postings.push([]);
      termNumbers.set(term, n);
    }
    const postings = part.postings[n];
    const last = postings.length - 3;
    if (last >= 0 && postings[last] === field && postings[last + 1] === doc) postings[last + 2]++;
    else postings.push(field, doc, 1);
  };
  for (const record of records) {
    const { path, page, doc } = pageAndDoc(record, base);
    let number = pageNumbers.get(path);
    if (number === undefined) {
      number = part.pages.push(page) - 1;
      pageNumbers.set(path, number);
    }
    const docNumber = part.docs.push([number, ...doc]) - 1;
    const values = indexedFields(record);
    FIELDS.forEach((field, fieldId) => {
      const tokens = tokenize(values[field as keyof typeof values], field);
      part.lengths.push(new Set(tokens).size);
      for (const token of tokens) {
        const processed = processTerm(token, field);
        for (const term of Array.isArray(processed) ? processed : [processed]) if (term) count(term, fieldId, docNumber);
      }
    });
  }
  return part;
}

/** Documents of one term in one field: [doc, count] after one another, ascending. */
function* docsOf(flat: number[]): Generator<[number, number]> {
  for (let i = 0; i < flat.length; i += 2) yield [flat[i], flat[i + 1]];
}

function* postingsOf(fields: number[][]): TermPostings {
  for (let field = 0; field < fields.length; field++) if (fields[field]) yield [String(field), docsOf(fields[field])];
}

/**
 * A language's index file, put together a page's share at a time in route order: a share is not
 * kept once added, so a build never holds every page's share of a language at once.
 */
export class IndexFileAssembler {
  private readonly pages: IndexPage[] = [];
  private readonly pageNumbers = new Map<string, number>();
  private readonly docs: IndexDoc[] = [];
  private readonly lengths: number[] = [];
  private readonly averages: number[] = [];
  /** MiniSearch's term tree, filled in the order MiniSearch would first meet each term */
  private readonly tree = new SearchableMap<number[][]>();
  private readonly termFields = new Map<string, number[][]>();

  constructor(private readonly lang: Lang) {}

  add(part: PageIndexPart): void {
    const fieldCount = FIELDS.length;
    const offset = this.docs.length;
    const numbers = part.pages.map((page) => {
      let number = this.pageNumbers.get(page[0]);
      if (number === undefined) {
        number = this.pages.push(page) - 1;
        this.pageNumbers.set(page[0], number);
      }
      return number;
    });
    for (const [page, ...doc] of part.docs) {
      const id = this.docs.push([numbers[page], ...doc]) - 1;
      for (let field = 0; field < fieldCount; field++) {
        const length = part.lengths[(id - offset) * fieldCount + field];
        this.lengths.push(length);
        // MiniSearch's running average, in its order of operations
        this.averages[field] = ((this.averages[field] || 0) * id + length) / (id + 1);
      }
    }
    part.terms.forEach((term, n) => {
      let fields = this.termFields.get(term);
      if (!fields) {
        this.termFields.set(term, (fields = []));
        this.tree.set(term, fields);
      }
      const postings = part.postings[n];
      for (let i = 0; i < postings.length; i += 3) (fields[postings[i]] ??= []).push(offset + postings[i + 1], postings[i + 2]);
    });
  }

  /** The file; the assembler is spent. */
  finish(): SearchIndexFile {
    const fieldCount = FIELDS.length;
    const { docs, lengths, tree } = this;
    const index = packIndexSource({
      documentCount: docs.length,
      nextId: docs.length,
      fieldIds: Object.fromEntries(FIELDS.map((field, id) => [field, id])),
      averageFieldLength: this.averages,
      fieldLengths: docs.map((_, id): [number, number[]] => [id, lengths.slice(id * fieldCount, (id + 1) * fieldCount)]),
      terms: (function* () {
        for (const [term, fields] of tree) yield [term, postingsOf(fields)] as [string, TermPostings];
      })(),
    });
    return { v: INDEX_FORMAT_VERSION, lang: this.lang, pages: this.pages, docs, index };
  }
}

/** A language's index file from its pages' shares, in route order. */
export function indexFileFromParts(lang: Lang, parts: Iterable<PageIndexPart>): SearchIndexFile {
  const assembler = new IndexFileAssembler(lang);
  for (const part of parts) assembler.add(part);
  return assembler.finish();
}

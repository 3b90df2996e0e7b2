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
import { packedIndex, postingsText, termLineOf } from '../../shared/search-index-codec';
import type { Lang, SearchRecord } from '../../shared/types';
import {
  INDEX_FORMAT_VERSION,
  MINI_SEARCH_OPTIONS,
  type IndexDoc,
  type IndexPage,
  type SearchIndexFile,
} from '../../shared/search-index-format';
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

/** `array`, or a copy twice as long when it holds fewer than `length` numbers. */
function withRoom(array: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  if (length <= array.length) return array;
  const grown = new Int32Array(Math.max(length, array.length * 2));
  grown.set(array);
  return grown;
}

/** A growable list of int32 triples, off the JS heap: one for each posting of a language. */
class Triples {
  private data = new Int32Array(3 * 1024);
  length = 0;

  push(a: number, b: number, c: number): void {
    this.data = withRoom(this.data, 3 * this.length + 3);
    const at = 3 * this.length++;
    this.data[at] = a;
    this.data[at + 1] = b;
    this.data[at + 2] = c;
  }

  at(i: number, j: number): number {
    return this.data[3 * i + j];
  }
}

/**
 * A language's index file, put together a page's share at a time in route order: a share is not
 * kept once added, so a build never holds every page's share of a language at once. Postings go
 * into one flat list in the order they come, each under its term and field, and are grouped by term
 * and field once, when the file is made: lists per term and field, grown a posting at a time, are
 * copied again and again as they grow, and the collector follows every one of them.
 */
export class IndexFileAssembler {
  private readonly pages: IndexPage[] = [];
  private readonly pageNumbers = new Map<string, number>();
  /** each page's records as the file's JSON spells them, comma-separated: a string per page, where the records themselves would be an array and strings per record for the collector to follow */
  private readonly docsJson: string[] = [];
  private docCount = 0;
  private readonly lengths: number[] = [];
  private readonly averages: number[] = [];
  /** MiniSearch's term tree (term -> term number), filled in the order MiniSearch would first meet each term */
  private readonly tree = new SearchableMap<number>();
  private readonly termNumbers = new Map<string, number>();
  /** (term number × field count + field, document, count) per posting; a term's documents come in ascending order */
  private readonly postings = new Triples();
  /** postings per term number × field count + field */
  private counts = new Int32Array(1024);

  constructor(private readonly lang: Lang) {}

  add(part: PageIndexPart): void {
    const fieldCount = FIELDS.length;
    const offset = this.docCount;
    const numbers = part.pages.map((page) => {
      let number = this.pageNumbers.get(page[0]);
      if (number === undefined) {
        number = this.pages.push(page) - 1;
        this.pageNumbers.set(page[0], number);
      }
      return number;
    });
    const json: string[] = [];
    for (const [page, ...doc] of part.docs) {
      json.push(JSON.stringify([numbers[page], ...doc] satisfies IndexDoc));
      const id = this.docCount++;
      for (let field = 0; field < fieldCount; field++) {
        const length = part.lengths[(id - offset) * fieldCount + field];
        this.lengths.push(length);
        // MiniSearch's running average, in its order of operations
        this.averages[field] = ((this.averages[field] || 0) * id + length) / (id + 1);
      }
    }
    if (json.length > 0) this.docsJson.push(json.join(','));
    part.terms.forEach((term, n) => {
      let number = this.termNumbers.get(term);
      if (number === undefined) {
        number = this.termNumbers.size;
        this.termNumbers.set(term, number);
        this.tree.set(term, number);
        this.counts = withRoom(this.counts, (number + 1) * fieldCount);
      }
      const postings = part.postings[n];
      for (let i = 0; i < postings.length; i += 3) {
        const bucket = number * fieldCount + postings[i];
        this.postings.push(bucket, offset + postings[i + 1], postings[i + 2]);
        this.counts[bucket]++;
      }
    });
  }

  /** The file's JSON (JSON.stringify of its SearchIndexFile, the same text); the assembler is spent. */
  finish(): string {
    const fieldCount = FIELDS.length;
    const { postings, counts, docCount, tree } = this;
    // a counting sort of the postings by term and field: a stable one, so each keeps its documents' order
    const buckets = this.termNumbers.size * fieldCount;
    const starts = new Int32Array(buckets + 1);
    for (let bucket = 0; bucket < buckets; bucket++) starts[bucket + 1] = starts[bucket] + counts[bucket];
    const next = starts.slice(0, buckets);
    const ids = new Int32Array(postings.length);
    const times = new Int32Array(postings.length);
    for (let i = 0; i < postings.length; i++) {
      const at = next[postings.at(i, 0)]++;
      ids[at] = postings.at(i, 1);
      times[at] = postings.at(i, 2);
    }
    const lines: string[] = [];
    for (const [term, number] of tree) {
      const fields: [string, string][] = [];
      for (let field = 0; field < fieldCount; field++) {
        const bucket = number * fieldCount + field;
        if (starts[bucket] < starts[bucket + 1]) fields.push([String(field), postingsText(ids, times, starts[bucket], starts[bucket + 1])]);
      }
      lines.push(termLineOf(term, fields));
    }
    const index = packedIndex(
      { documentCount: docCount, fieldIds: Object.fromEntries(FIELDS.map((field, id) => [field, id])), averageFieldLength: this.averages },
      this.lengths,
      lines,
    );
    const file: SearchIndexFile = { v: INDEX_FORMAT_VERSION, lang: this.lang, pages: this.pages, docs: [], index };
    // the docs' text goes where JSON.stringify spells their empty list; JSON escapes a quote inside a string, so the first `"docs":[]` is the key
    const [head, tail] = splitOnce(JSON.stringify(file), '"docs":[]');
    return `${head}"docs":[${this.docsJson.join(',')}]${tail}`;
  }
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return [text.slice(0, at), text.slice(at + separator.length)];
}

/** A language's index file (its JSON) from its pages' shares, in route order. */
export function indexFileFromParts(lang: Lang, parts: Iterable<PageIndexPart>): string {
  const assembler = new IndexFileAssembler(lang);
  for (const part of parts) assembler.add(part);
  return assembler.finish();
}

/**
 * A language's index as pieces (shared/search-index-format.ts), put together a page's share at a
 * time in route order: fragment pieces as each page comes, term pieces once every page is in.
 * Postings go into one flat list off the JS heap, grouped by term when the pieces are made: lists
 * per term grown a posting at a time would be copied again and again, and followed by the collector.
 */
import { createHash } from 'node:crypto';
import { postingText } from '../../shared/search-index-codec';
import {
  fragmentFile,
  INDEX_FORMAT_VERSION,
  SEARCH_FIELDS,
  termPieceFile,
  type SearchField,
  type FragmentPiece,
  type IndexManifest,
  type TermPiece,
} from '../../shared/search-index-format';
import type { Lang } from '../../shared/types';
import { POSTING_WIDTH, type PageIndexPart } from './page-index-part';

export const SEARCH_DIR = 'search';
/** Records per fragment piece: a hit shown costs the download of its record and a few neighbours. */
export const FRAGMENT_RECORDS = 8;
/** A term piece is closed once its JSON reaches this many characters (a term is never split). */
export const TERM_PIECE_CHARS = 12_000;
/**
 * Postings kept per term: a term in more records than this is a common word, which weighs little in
 * a ranking by rarity; its records where it counts most (titles, headings, whole words) are kept.
 */
export const TERM_POSTINGS_MAX = 400;

/** One written file of the index: its path under the out dir and its bytes. */
export interface IndexPieceFile {
  file: string;
  bytes: Buffer;
}

/** A language's index as written: the manifest's path first, then every piece. */
export interface LanguageIndex {
  lang: Lang;
  manifest: string;
  files: IndexPieceFile[];
}

/**
 * By field, for choosing: a section's title says where a page is and the reader's ranking gives it
 * nothing, so a common word's postings there are the first left out.
 */
const FIELD_WEIGHT: Record<SearchField, number> = { title: 3, content: 1, mentions: 1, section: 0 };
const TYPE_WEIGHT = [3, 1.6, 1.4, 1.2, 1.1, 1.05, 1];

/** How much a posting says of its record, for choosing which of a common term's postings to keep. */
export const keepWeight = (type: number, field: number, whole: boolean, count: number) =>
  FIELD_WEIGHT[SEARCH_FIELDS[field]] * TYPE_WEIGHT[type] * (whole ? 2 : 1) * Math.min(count, 3);

function withRoom(array: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  if (length <= array.length) return array;
  const grown = new Int32Array(Math.max(length, array.length * 2));
  grown.set(array);
  return grown;
}

const digest = (hash: ReturnType<typeof createHash>) => hash.digest('hex').slice(0, 10);

export class IndexPiecesAssembler {
  private readonly fragments: [name: string, json: string][] = [];
  private readonly termNumbers = new Map<string, number>();
  /** per posting: term number, page, then the share's POSTING_WIDTH numbers but the record's */
  private data = new Int32Array(8 * 1024);
  private length = 0;
  private docs = 0;
  private pages = 0;

  constructor(private readonly lang: Lang) {}

  add(part: PageIndexPart): void {
    const page = this.pages++;
    this.docs += part.docs.length;
    for (let from = 0; from < part.docs.length; from += FRAGMENT_RECORDS) {
      const piece: FragmentPiece = { v: INDEX_FORMAT_VERSION, page: part.page, from, docs: part.docs.slice(from, from + FRAGMENT_RECORDS) };
      this.fragments.push([fragmentFile(page, from / FRAGMENT_RECORDS), JSON.stringify(piece)]);
    }
    part.terms.forEach((term, n) => {
      let number = this.termNumbers.get(term);
      if (number === undefined) this.termNumbers.set(term, (number = this.termNumbers.size));
      const postings = part.postings[n];
      this.data = withRoom(this.data, (this.length + postings.length / POSTING_WIDTH) * 8);
      for (let i = 0; i < postings.length; i += POSTING_WIDTH) {
        const at = 8 * this.length++;
        this.data[at] = number;
        this.data[at + 1] = page;
        for (let j = 0; j < POSTING_WIDTH; j++) this.data[at + 2 + j] = postings[i + j];
      }
    });
  }

  /** The postings of every term, by term number: a counting sort that keeps each term's order. */
  private grouped(): { starts: Int32Array; order: Int32Array } {
    const terms = this.termNumbers.size;
    const starts = new Int32Array(terms + 1);
    for (let i = 0; i < this.length; i++) starts[this.data[8 * i] + 1]++;
    for (let t = 0; t < terms; t++) starts[t + 1] += starts[t];
    const next = starts.slice(0, terms);
    const order = new Int32Array(this.length);
    for (let i = 0; i < this.length; i++) order[next[this.data[8 * i]]++] = i;
    return { starts, order };
  }

  /**
   * A term's entry in its piece: how many records hold it, and its postings, spelled straight from
   * the flat list (no posting object: a common word has tens of thousands). The postings of one
   * record are next to each other (a share lists them by record), so records are counted where the
   * record changes. A term in more records than TERM_POSTINGS_MAX keeps the postings that weigh most,
   * the earlier one of two that weigh the same, in their order.
   */
  private termEntry(from: number, to: number, order: Int32Array): [number, string] {
    const d = this.data;
    const kept = to - from > TERM_POSTINGS_MAX ? this.weightiest(from, to, order) : undefined;
    let records = 0;
    let lastRecord = -1;
    let previousPage = 0;
    let text = '';
    for (let k = from; k < to; k++) {
      const at = 8 * order[k];
      const page = d[at + 1];
      const held = page * 65_536 + d[at + 2];
      if (held !== lastRecord) {
        records++;
        lastRecord = held;
      }
      if (kept && !kept(k)) continue;
      if (text) text += ',';
      text += postingText(page - previousPage, d[at + 2], d[at + 3], d[at + 4], d[at + 5] === 1, d[at + 6], d[at + 7]);
      previousPage = page;
    }
    return [records, text];
  }

  /**
   * Which of a common term's postings it keeps: the TERM_POSTINGS_MAX that weigh most, the earlier
   * first among equals. Weights take a few values, so the weight where the kept ones end is found by
   * counting; asked in order, the answer keeps those above it and the first ones at it.
   */
  private weightiest(from: number, to: number, order: Int32Array): (k: number) => boolean {
    const d = this.data;
    const weights = new Float64Array(to - from);
    const tally = new Map<number, number>();
    for (let k = from; k < to; k++) {
      const at = 8 * order[k];
      const weight = keepWeight(d[at + 3], d[at + 4], d[at + 5] === 1, d[at + 6]);
      weights[k - from] = weight;
      tally.set(weight, (tally.get(weight) ?? 0) + 1);
    }
    let room = TERM_POSTINGS_MAX;
    let last = 0;
    for (const weight of [...tally.keys()].sort((a, b) => b - a)) {
      last = weight;
      const count = tally.get(weight)!;
      if (count >= room) break;
      room -= count;
    }
    return (k) => {
      const weight = weights[k - from];
      if (weight !== last) return weight > last;
      return room-- > 0;
    };
  }

  /** Every file of the language's index; the assembler is spent. */
  finish(): LanguageIndex {
    const { starts, order } = this.grouped();
    const sorted = [...this.termNumbers].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const pieces: [string, string][] = [];
    const ranges: string[] = [];
    let piece: TermPiece['terms'] = {};
    let size = 0;
    const close = () => {
      if (size === 0) return;
      pieces.push([termPieceFile(pieces.length), JSON.stringify({ v: INDEX_FORMAT_VERSION, terms: piece } satisfies TermPiece)]);
      piece = {};
      size = 0;
    };
    for (const [term, number] of sorted) {
      if (size === 0) ranges.push(term);
      const entry = this.termEntry(starts[number], starts[number + 1], order);
      piece[term] = entry;
      size += term.length + entry[1].length + 16;
      if (size >= TERM_PIECE_CHARS) close();
    }
    close();
    if (ranges.length === 0) ranges.push('');
    const all = [...pieces, ...this.fragments];
    const build = createHash('sha256');
    for (const [name, json] of all) build.update(`${name}\n${json}\n`);
    const dir = `${this.lang}.${digest(build)}`;
    const manifest: IndexManifest = { v: INDEX_FORMAT_VERSION, lang: this.lang, dir, docs: this.docs, ranges, fragment: FRAGMENT_RECORDS };
    const manifestBytes = Buffer.from(JSON.stringify(manifest));
    const manifestFile = `${SEARCH_DIR}/${this.lang}.${digest(createHash('sha256').update(manifestBytes))}.json`;
    return {
      lang: this.lang,
      manifest: manifestFile,
      files: [
        { file: manifestFile, bytes: manifestBytes },
        ...all.map(([name, json]) => ({ file: `${SEARCH_DIR}/${dir}/${name}`, bytes: Buffer.from(json) })),
      ],
    };
  }
}

/** A language's index from its pages' shares, in route order. */
export function indexFromParts(lang: Lang, parts: Iterable<PageIndexPart>): LanguageIndex {
  const assembler = new IndexPiecesAssembler(lang);
  for (const part of parts) assembler.add(part);
  return assembler.finish();
}

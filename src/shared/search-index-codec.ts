/**
 * The MiniSearch index in the index file, packed: MiniSearch's own JSON spells every posting as
 * `"1234":1` and every document's field lengths under its id. Packed, a term's postings are one
 * line of base-36 gaps between document ids, and the field lengths one flat list, a much smaller
 * download. Document ids are 0..n-1 (positions in the file's `docs`), so the id map is rebuilt
 * rather than stored. Pure: no DOM, no node: imports.
 */
import type { AsPlainObject } from 'minisearch';

export interface PackedIndex {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** the length of every field of every document: document 0's fields, then document 1's … */
  fieldLength: number[];
  /**
   * One line per term: `term\t<field>:<postings>;<field>:<postings>`, postings comma-separated,
   * each the base-36 gap from the previous document id, with `*<count>` when the term occurs more
   * than once ('fn\t0:3,1a*2' is field 0 of document 3 and twice of document 49)
   */
  terms: string;
}

/** Never inside a term: the tokenizer splits at control characters (index-format.ts). */
const LINE = '\n';
const TAB = '\t';

/** One term's postings: per field id (ascending), its documents' ids (ascending) with the term's count in each. */
export type TermPostings = Iterable<[field: string, docs: Iterable<[doc: number, count: number]>]>;

/** The index as packing reads it: what MiniSearch's JSON holds, each part in ascending id order. */
export interface IndexSource {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** document ids, ascending, each with the lengths of its fields */
  fieldLengths: Iterable<[doc: number, lengths: number[]]>;
  terms: Iterable<[term: string, postings: TermPostings]>;
}

/**
 * One field's postings in a line of `terms`: documents `ids[from..to)` (ascending) with their
 * counts, as base-36 gaps ('3,1a*2').
 */
export function postingsText(ids: ArrayLike<number>, counts: ArrayLike<number>, from: number, to: number): string {
  let text = '';
  let previous = 0;
  for (let i = from; i < to; i++) {
    const gap = (ids[i] - previous).toString(36);
    previous = ids[i];
    text += `${i > from ? ',' : ''}${gap}${counts[i] > 1 ? `*${counts[i]}` : ''}`;
  }
  return text;
}

/** A line of `terms` from its fields' postings texts: 'fn\t0:3,1a*2'. */
export const termLineOf = (term: string, fields: [field: string, postings: string][]) =>
  `${term}${TAB}${fields.map(([field, postings]) => `${field}:${postings}`).join(';')}`;

/** One line of `terms`: 'fn\t0:3,1a*2'. */
function termLine(term: string, postings: TermPostings): string {
  const fields: [string, string][] = [];
  for (const [field, docs] of postings) {
    const ids: number[] = [];
    const counts: number[] = [];
    for (const [id, count] of docs) (ids.push(id), counts.push(count));
    fields.push([field, postingsText(ids, counts, 0, ids.length)]);
  }
  return termLineOf(term, fields);
}

/** The packed index, its keys in the file's order; `terms` are its lines (termLineOf) joined. */
export function packedIndex(
  { documentCount, fieldIds, averageFieldLength }: Pick<IndexSource, 'documentCount' | 'fieldIds' | 'averageFieldLength'>,
  fieldLength: number[],
  terms: string[],
): PackedIndex {
  return { documentCount, fieldIds, averageFieldLength, fieldLength, terms: terms.join(LINE) };
}

/** Pack an index read part by part (see IndexSource), so no plain-object copy of it has to exist. */
export function packIndexSource(source: IndexSource): PackedIndex {
  const fieldCount = Object.keys(source.fieldIds).length;
  const fieldLength: number[] = [];
  let next = 0;
  for (const [id, lengths] of source.fieldLengths) {
    if (id !== next++) throw new Error('packIndex: document ids must be 0..n-1');
    for (let field = 0; field < fieldCount; field++) fieldLength.push(lengths[field] ?? 0);
  }
  if (source.nextId !== next) throw new Error('packIndex: document ids must be 0..n-1');
  const lines: string[] = [];
  for (const [term, postings] of source.terms) lines.push(termLine(term, postings));
  return packedIndex(source, fieldLength, lines);
}

/** Entries of an object keyed by ids, as [id, value] (integer keys enumerate in ascending order). */
const byId = <T>(object: Record<string, T>) => Object.entries(object).map(([id, value]): [number, T] => [Number(id), value]);

export function packIndex(index: AsPlainObject): PackedIndex {
  return packIndexSource({
    documentCount: index.documentCount,
    nextId: index.nextId,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    fieldLengths: byId(index.fieldLength as Record<string, number[]>),
    terms: index.index.map(([term, fields]): [string, TermPostings] => [
      term,
      Object.entries(fields).map(([field, docs]) => [field, byId(docs as Record<string, number>)]),
    ]),
  });
}

/**
 * MiniSearch's JSON of the packed index, for MiniSearch.loadJSON. Text, not objects: JSON.parse
 * stores objects keyed by sparse document ids compactly, where assigning those keys one by one
 * fills memory with mostly empty arrays; the text is built by concatenation, the cheapest way to
 * grow a long string. Throws on a malformed index.
 */
export function unpackIndex(packed: PackedIndex): string {
  const fieldCount = Object.keys(packed.fieldIds ?? {}).length;
  const documentCount = packed.fieldLength?.length / fieldCount;
  if (!Number.isInteger(documentCount) || typeof packed.terms !== 'string') throw new Error('malformed search index');
  let ids = '';
  let lengths = '';
  for (let id = 0; id < documentCount; id++) {
    const comma = id > 0 ? ',' : '';
    ids += `${comma}"${id}":${id}`;
    lengths += `${comma}"${id}":[${packed.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount).join(',')}]`;
  }
  let terms = '';
  for (const line of packed.terms ? packed.terms.split(LINE) : []) {
    const tab = line.indexOf(TAB);
    if (tab <= 0) throw new Error('malformed search index: a term without postings');
    terms += `${terms ? ',' : ''}[${JSON.stringify(line.slice(0, tab))},{`;
    line
      .slice(tab + 1)
      .split(';')
      .forEach((postings, f) => {
        const colon = postings.indexOf(':');
        terms += `${f > 0 ? ',' : ''}${JSON.stringify(postings.slice(0, colon))}:{`;
        let id = 0;
        postings
          .slice(colon + 1)
          .split(',')
          .forEach((posting, p) => {
            const star = posting.indexOf('*');
            id += parseInt(star < 0 ? posting : posting.slice(0, star), 36);
            const count = star < 0 ? 1 : Number(posting.slice(star + 1));
            if (!(id < documentCount && count > 0)) throw new Error(`malformed search index: postings of '${line.slice(0, tab)}'`);
            terms += `${p > 0 ? ',' : ''}"${id}":${count}`;
          });
        terms += '}';
      });
    terms += '}]';
  }
  const head = JSON.stringify({
    documentCount: packed.documentCount,
    nextId: documentCount,
    fieldIds: packed.fieldIds,
    averageFieldLength: packed.averageFieldLength,
  });
  return `${head.slice(0, -1)},"documentIds":{${ids}},"fieldLength":{${lengths}},"storedFields":{},"dirtCount":0,"index":[${terms}],"serializationVersion":2}`;
}

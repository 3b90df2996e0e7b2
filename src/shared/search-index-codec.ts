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

export function packIndex(index: AsPlainObject): PackedIndex {
  const fieldCount = Object.keys(index.fieldIds).length;
  const ids = Object.keys(index.fieldLength).map(Number);
  if (ids.some((id, i) => id !== i) || index.nextId !== ids.length) throw new Error('packIndex: document ids must be 0..n-1');
  const fieldLength = ids.flatMap((id) => {
    const lengths = index.fieldLength[id];
    return Array.from({ length: fieldCount }, (_, field) => lengths[field] ?? 0);
  });
  const lines = index.index.map(([term, fields]) => {
    const postings = Object.entries(fields).map(([field, docs]) => {
      let previous = 0;
      const gaps = Object.entries(docs as Record<string, number>).map(([doc, count]) => {
        const id = Number(doc);
        const gap = (id - previous).toString(36);
        previous = id;
        return count > 1 ? `${gap}*${count}` : gap;
      });
      return `${field}:${gaps.join(',')}`;
    });
    return `${term}${TAB}${postings.join(';')}`;
  });
  return { documentCount: index.documentCount, fieldIds: index.fieldIds, averageFieldLength: index.averageFieldLength, fieldLength, terms: lines.join(LINE) };
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
  const head = JSON.stringify({ documentCount: packed.documentCount, nextId: documentCount, fieldIds: packed.fieldIds, averageFieldLength: packed.averageFieldLength });
  return `${head.slice(0, -1)},"documentIds":{${ids}},"fieldLength":{${lengths}},"storedFields":{},"dirtCount":0,"index":[${terms}],"serializationVersion":2}`;
}

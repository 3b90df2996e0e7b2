/**
 * The local index files of a build from each page's search parts, written to disk by the compile
 * (one JSON file per page, in route order). Read language by language and page by page, so no
 * language's records are all in memory at once; the same records as combineSearchRecords gives.
 */
import { readFileSync } from 'node:fs';
import type { Lang } from '../../shared/types';
import { IndexFileBuilder, indexFileOutput, type IndexFileOutput } from './search-index';
import type { PageSearchParts } from './search-records';

export interface PartsIndexJob {
  /** one file per page, in route order, each holding its PageSearchParts as JSON */
  files: string[];
  langs: Lang[];
  base: string;
}

const readParts = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PageSearchParts;

/** What other pages' lists of links say about each route (its page record's `mentions`), in route order. */
function collectMentions(files: string[]): Map<string, string[]> {
  const mentions = new Map<string, string[]>();
  for (const file of files) {
    for (const { target, text } of readParts(file).linkDescriptions) {
      if (!text) continue;
      const list = mentions.get(target) ?? [];
      if (!list.includes(text)) list.push(text);
      mentions.set(target, list);
    }
  }
  return mentions;
}

/** The index file of each language in turn (a generator: a language's file can be written before the next is built). */
export function* indexFilesFromParts({ files, langs, base }: PartsIndexJob): Generator<IndexFileOutput> {
  const mentions = collectMentions(files);
  for (const lang of langs) {
    const builder = new IndexFileBuilder(lang, base);
    for (const file of files) {
      const parts = readParts(file);
      if (parts.lang !== lang) continue;
      const said = mentions.get(parts.routePath);
      if (said && parts.records[0]) parts.records[0].mentions = said;
      for (const record of parts.records) builder.add(record);
    }
    yield indexFileOutput(lang, builder.finish());
  }
}

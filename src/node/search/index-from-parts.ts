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

export function buildIndexFilesFromParts({ files, langs, base }: PartsIndexJob): IndexFileOutput[] {
  const mentions = collectMentions(files);
  return langs.map((lang) => {
    const builder = new IndexFileBuilder(lang, base);
    for (const file of files) {
      const parts = readParts(file);
      if (parts.lang !== lang) continue;
      const said = mentions.get(parts.routePath);
      if (said && parts.records[0]) parts.records[0].mentions = said;
      for (const record of parts.records) builder.add(record);
    }
    return indexFileOutput(lang, builder.finish());
  });
}

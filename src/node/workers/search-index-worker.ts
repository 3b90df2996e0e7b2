/** Worker thread entry (see search-index-thread.ts): records in, index files out. */
import { parentPort } from 'node:worker_threads';
import type { Lang, SearchRecord } from '../../shared/types';
import { buildIndexFiles } from '../search/search-index';

export interface SearchIndexJob {
  records: [Lang, SearchRecord[]][];
  base: string;
}

parentPort?.on('message', ({ records, base }: SearchIndexJob) => {
  try {
    parentPort?.postMessage({ ok: true, files: buildIndexFiles(records, base) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

/** Worker thread entry (see search-index-thread.ts): records (or a build's search parts on disk) in, index files out. */
import { parentPort } from 'node:worker_threads';
import type { Lang, SearchRecord } from '../../shared/types';
import { buildIndexFiles, type IndexFileOutput } from '../search/search-index';
import { buildIndexFilesFromParts, type PartsIndexJob } from '../search/index-from-parts';

export type SearchIndexJob = { records: [Lang, SearchRecord[]][]; base: string } | { parts: PartsIndexJob };

/** The job's index files; the main thread runs the same when the worker cannot. */
export function runSearchIndexJob(job: SearchIndexJob): IndexFileOutput[] {
  return 'parts' in job ? buildIndexFilesFromParts(job.parts) : buildIndexFiles(job.records, job.base);
}

parentPort?.on('message', (job: SearchIndexJob) => {
  try {
    parentPort?.postMessage({ ok: true, files: runSearchIndexJob(job) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

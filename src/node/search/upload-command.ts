/**
 * `quire search upload [content] [--dry-run]`: the records of every page of a content folder, made
 * as the build makes its search records, sent to the site's Algolia index in place of what it held.
 * With --dry-run, what would be sent (how many records per language and version, and one record in
 * full), and nothing is sent, so no admin key is needed.
 */
import { reportDiagnostics } from '../diagnostics';
import type { HighlightBlock } from '../markdown/highlight-block';
import { createSiteState } from '../site/create-site-state';
import { importSiteConfig, siteConfigDiagnostics } from '../site/site-config-file';
import type { SiteState } from '../site/site-state';
import { ADMIN_KEY_ENV, adminKeyFrom, algoliaTarget, UploadError, uploadRecords } from './algolia-upload';
import { pageSearchParts, type PageSearchParts } from './search-records';
import { countRecords, uploadRecordsOf, type UploadRecord } from './upload-records';

export interface SearchUploadOptions {
  /** the generator's folder */
  root: string;
  contentDir: string;
  dryRun: boolean;
  /** where the admin key is read from */
  env: NodeJS.ProcessEnv;
  /** where the site config's bundle is kept, if anywhere */
  cacheDir?: string;
  log: (line: string) => void;
}

// records read the text of code blocks, never their colours
const PLAIN_CODE: HighlightBlock = async () => ({ unknownLanguage: false });

async function loadState({ root, contentDir, cacheDir }: SearchUploadOptions): Promise<SiteState> {
  try {
    return createSiteState(await importSiteConfig(contentDir, cacheDir), { root, contentDir });
  } catch (error) {
    const { errors } = reportDiagnostics(siteConfigDiagnostics(error, process.cwd(), contentDir), console.error);
    throw new UploadError(`${errors === 1 ? 'an error' : `${errors} errors`} in the site config (see above)`);
  }
}

/** Each page's search parts, one page at a time: only its parts stay in memory, never its tree. */
async function searchPartsOf(state: SiteState): Promise<PageSearchParts[]> {
  const parts: PageSearchParts[] = [];
  for (const route of state.routes) {
    const compiled = await state.compileUncached(route, PLAIN_CODE);
    const own = pageSearchParts(compiled, state.site);
    if (own) parts.push(own);
  }
  return parts;
}

/** '1,234 records: en 700, zh 534 (version latest)' */
function describeCounts(records: UploadRecord[]): string {
  const { langs, versions } = countRecords(records);
  const list = (counts: Map<string, number>) => [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
  const versionNames = [...versions.keys()];
  const versionText = versions.size === 1 ? `version ${versionNames[0]}` : `versions: ${list(versions)}`;
  return `${records.length} records: ${list(langs)} (${versionText})`;
}

export async function runSearchUpload(options: SearchUploadOptions): Promise<void> {
  const { dryRun, env, log } = options;
  const state = await loadState(options);
  const target = algoliaTarget(state.site);
  // checked before the compile: a missing key should not cost one
  const adminKey = dryRun ? undefined : adminKeyFrom(env);
  const records = uploadRecordsOf({ site: state.site, routes: state.routes, parts: await searchPartsOf(state) });
  const where = `the Algolia index '${target.indexName}' (app ${target.appId})`;
  if (adminKey === undefined) {
    log(`Dry run, nothing was sent: ${where} would get ${describeCounts(records)}.`);
    if (records.length > 0) log(`A record:\n${JSON.stringify(records[0], null, 2)}`);
    log(env[ADMIN_KEY_ENV]?.trim() ? `${ADMIN_KEY_ENV} is set.` : `${ADMIN_KEY_ENV} is not set: the upload itself needs it.`);
    return;
  }
  await uploadRecords({ ...target, adminKey, records });
  log(`Uploaded to ${where}: ${describeCounts(records)}.`);
}

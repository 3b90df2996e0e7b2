/**
 * ALGOLIA_ADMIN_KEY=<key> npx tsx scripts/algolia-upload.ts [--content <dir>]
 *
 * Replaces the records of the site's Algolia index (site.search.algolia: appId, indexName) with
 * the DocSearch-shaped records of every page in both languages, computed from the content the same
 * way the build does (src/node/search/search-records.ts). The swap is atomic (replaceAllObjects builds a
 * temporary index and moves it over), so searches never see a half-filled index. The admin key
 * comes from the environment only: it must never sit in the config, which ships to browsers.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { algoliasearch } from 'algoliasearch';
import type { SearchRecord, SiteConfig } from '../src/shared/types';

export const ADMIN_KEY_ENV = 'ALGOLIA_ADMIN_KEY';

/** DocSearch's index settings: search the hierarchy and the text, filter by language. */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['lang', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'lang'],
};

export class UploadError extends Error {}

/** The admin key from the environment, or an error saying where to put it. */
export function adminKeyFrom(env: NodeJS.ProcessEnv): string {
  const key = env[ADMIN_KEY_ENV]?.trim();
  if (!key) {
    throw new UploadError(
      `${ADMIN_KEY_ENV} is not set: export the Algolia admin API key (with addObject, deleteIndex and editSettings rights) before uploading; the search-only key in the site config cannot write.`,
    );
  }
  return key;
}

/** App id, index name and (tests) hosts from the site config's Algolia settings. */
export function algoliaTarget(site: SiteConfig): {
  appId: string;
  indexName: string;
  hosts?: NonNullable<SiteConfig['search']['algolia']>['hosts'];
} {
  const algolia = site.search.algolia;
  if (!algolia?.appId || !algolia.indexName) {
    throw new UploadError(
      "search.algolia.appId and search.algolia.indexName must be set in site.config.ts (with search.provider: 'algolia') to upload records",
    );
  }
  return { appId: algolia.appId, indexName: algolia.indexName, hosts: algolia.hosts };
}

export interface UploadOptions {
  appId: string;
  indexName: string;
  adminKey: string;
  records: SearchRecord[];
  hosts?: { url: string; protocol?: 'http' | 'https'; accept?: 'read' | 'write' | 'readWrite' }[];
}

/** Set the index settings, then swap all records in at once. Returns how many were uploaded. */
export async function uploadRecords({ appId, indexName, adminKey, records, hosts }: UploadOptions): Promise<number> {
  const client = algoliasearch(
    appId,
    adminKey,
    hosts ? { hosts: hosts.map((h) => ({ protocol: 'https', accept: 'readWrite', ...h })) } : undefined,
  );
  const { taskID } = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID });
  await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[] });
  return records.length;
}

/** The site state of a content folder: the resolved config and its routes (nothing compiled yet). */
async function loadSite(root: string, contentDir: string) {
  const { createSiteState } = await import('../src/node/site/create-site-state');
  const { default: config } = await import(pathToFileURL(resolve(contentDir, 'site.config.ts')).href);
  return createSiteState(config, { root, contentDir });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { content: { type: 'string' } } });
  const root = resolve(import.meta.dirname, '..');
  const contentDir = resolve(values.content ?? resolve(root, 'content'));
  // key and target are checked first: a mistake should not cost a full compile
  const adminKey = adminKeyFrom(process.env);
  const state = await loadSite(root, contentDir);
  const target = algoliaTarget(state.site);
  const { buildSearchRecords } = await import('../src/node/search/search-records');
  const { pages } = await state.compileAll();
  const records = [...buildSearchRecords({ site: state.site, pages }).values()].flat();
  const count = await uploadRecords({ ...target, adminKey, records });
  console.log(`Uploaded ${count} records to the Algolia index '${target.indexName}' (app ${target.appId}).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof UploadError ? error.message : error);
    process.exit(1);
  });
}

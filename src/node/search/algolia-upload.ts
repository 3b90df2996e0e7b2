/**
 * The Algolia side of `quire search upload`: where the records go (the site config's app id and index
 * name), the admin key (from the environment only: the config ships to browsers, and a key on the
 * command line stays in the shell history), the index settings, and the upload itself. The swap is
 * atomic (replaceAllObjects fills a temporary index and moves it over), so searches never see a
 * half-filled index. A failure of the service or the network is one line saying what to check.
 */
import { algoliasearch } from 'algoliasearch';
import type { SiteConfig } from '../../shared/types';
import type { UploadRecord } from './upload-records';

export const ADMIN_KEY_ENV = 'ALGOLIA_ADMIN_KEY';

/** DocSearch's index settings: search the hierarchy and the text, filter by language and version. */
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
  attributesForFaceting: ['lang', 'version', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'lang', 'version'],
};

/** A problem the user can fix, already described in one line. */
export class UploadError extends Error {}

/** The admin key from the environment, or an error saying where to put it. */
export function adminKeyFrom(env: NodeJS.ProcessEnv): string {
  const key = env[ADMIN_KEY_ENV]?.trim();
  if (!key) {
    throw new UploadError(
      `${ADMIN_KEY_ENV} is not set: export the Algolia admin API key (with addObject, deleteIndex and editSettings rights) before uploading; the search-only key in the site config cannot write`,
    );
  }
  return key;
}

export type AlgoliaHosts = NonNullable<SiteConfig['search']['algolia']>['hosts'];

/** App id, index name and (tests) hosts from the site config's Algolia settings. */
export function algoliaTarget(site: SiteConfig): { appId: string; indexName: string; hosts?: AlgoliaHosts } {
  const algolia = site.search.algolia;
  if (!algolia?.appId || !algolia.indexName) {
    throw new UploadError('search.algolia.appId and search.algolia.indexName must be set in site.config.ts to upload records');
  }
  return { appId: algolia.appId, indexName: algolia.indexName, hosts: algolia.hosts };
}

export interface UploadOptions {
  appId: string;
  indexName: string;
  adminKey: string;
  records: UploadRecord[];
  hosts?: AlgoliaHosts;
}

/** Set the index settings, then swap all records in at once. Returns how many were uploaded. */
export async function uploadRecords({ appId, indexName, adminKey, records, hosts }: UploadOptions): Promise<number> {
  const client = algoliasearch(
    appId,
    adminKey,
    hosts ? { hosts: hosts.map((h) => ({ protocol: 'https' as const, accept: 'readWrite' as const, ...h })) } : undefined,
  );
  try {
    const { taskID } = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
    await client.waitForTask({ indexName, taskID });
    await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[] });
  } catch (error) {
    throw new UploadError(describeAlgoliaFailure(error, appId));
  }
  return records.length;
}

/**
 * One line for a failed call to Algolia. The client's errors are told apart by name (their classes
 * belong to a package quire does not depend on directly): no host answered, or one refused.
 */
export function describeAlgoliaFailure(error: unknown, appId: string): string {
  const { name, message, status } = error as { name?: string; message?: string; status?: number };
  const said = (message ?? String(error)).split('\n')[0];
  if (name === 'RetryError') return `Algolia could not be reached (app ${appId}): check the network connection and search.algolia.appId`;
  if (status === 401 || status === 403) {
    return `Algolia refused the upload (${status}: ${said}): check that ${ADMIN_KEY_ENV} holds an admin API key of app ${appId} with addObject, deleteIndex and editSettings rights`;
  }
  if (typeof status === 'number') return `Algolia answered ${status}: ${said}`;
  if (name === 'DeserializationError') return `Algolia's answer could not be read: ${said}`;
  return `the upload to Algolia failed: ${said}`;
}

/**
 * The records `quire search upload` sends: the same DocSearch-shaped records as the build's search
 * (search-records.ts), each with its page's `lang` and `version` as facets, so one index can serve
 * every language and version of a site.
 */
import type { Lang, RouteEntry, SearchRecord, SiteConfig } from '../../shared/types';
import { combineSearchRecords, type PageSearchParts } from './search-records';

/** A record as the index holds it. */
export type UploadRecord = SearchRecord & { version: string };

/** The version facet of a site without versions. */
export const UNVERSIONED = 'latest';

/** A page's version: its own, else the site's default version, else 'latest'. */
function versionOf(route: Pick<RouteEntry, 'version'> | undefined, site: SiteConfig): string {
  return route?.version || site.multiVersion.default || UNVERSIONED;
}

/** Every page's records, in route order, with the descriptions other pages' lists give them. */
export function uploadRecordsOf({
  site,
  routes,
  parts,
}: {
  site: SiteConfig;
  routes: readonly Pick<RouteEntry, 'path' | 'version'>[];
  /** each page's search parts (search-records.ts pageSearchParts) */
  parts: PageSearchParts[];
}): UploadRecord[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  // combining adds to the page records in place the descriptions of the links to them
  combineSearchRecords(site, parts);
  return parts.flatMap((part) => part.records.map((record) => ({ ...record, version: versionOf(byPath.get(part.routePath), site) })));
}

/** How many records each language and version has, for the summary of a run. */
export function countRecords(records: UploadRecord[]): { langs: Map<Lang, number>; versions: Map<string, number> } {
  const langs = new Map<Lang, number>();
  const versions = new Map<string, number>();
  for (const { lang, version } of records) {
    langs.set(lang, (langs.get(lang) ?? 0) + 1);
    versions.set(version, (versions.get(version) ?? 0) + 1);
  }
  return { langs, versions };
}

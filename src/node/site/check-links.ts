import type { RecordedFile, RecordedLink } from '../markdown/collector';
import { routeKey } from '../../shared/routes';
import type { Diagnostic } from '../../shared/types';

export interface LinkCheckPage {
  /** project-relative file path, for messages */
  file: string;
  routePath: string;
  links: RecordedLink[];
  ids: string[];
  /** root paths that name no page: files the public folder must hold */
  files?: RecordedFile[];
}

const SILENCE = "(markdown.deadLinks: 'warn' makes this a warning)";

/** Why a link to a route no page has is dead: a draft page's route names the draft. */
export function deadLinkReason(route: string, drafts: ReadonlyMap<string, string>): string {
  const draft = drafts.get(route);
  return draft === undefined ? 'no such page' : `${draft} is a draft (draft: true), left out of this build`;
}

/**
 * Recorded links vs the route table and each page's ids: a missing route is 'dead-link', an existing
 * route without the #anchor is 'dead-anchor'. `severity` comes from markdown.deadLinks; `drafts`
 * (route key -> file) names the draft a dead link points to.
 */
export function checkLinks(
  pages: LinkCheckPage[],
  routes: Set<string>,
  severity: 'error' | 'warning',
  drafts: ReadonlyMap<string, string> = new Map(),
): Diagnostic[] {
  const knownRoutes = new Set([...routes].map(routeKey));
  const idsByRoute = new Map(pages.map((page) => [routeKey(page.routePath), new Set(page.ids)]));
  const diagnostics: Diagnostic[] = [];
  const silence = SILENCE;
  for (const page of pages) {
    for (const link of page.links) {
      const at = { severity, file: page.file, line: link.line, column: link.column };
      const route = routeKey(link.target);
      if (!knownRoutes.has(route)) {
        diagnostics.push({
          ...at,
          code: 'dead-link',
          message: `dead link to ${link.target} (written '${link.raw}'): ${deadLinkReason(route, drafts)} ${silence}`,
        });
        continue;
      }
      const ids = idsByRoute.get(route);
      if (link.hash === '' || !ids || ids.has(link.hash)) continue;
      diagnostics.push({
        ...at,
        code: 'dead-anchor',
        message: `dead anchor #${link.hash} on ${link.target} (written '${link.raw}'): the page has no such heading id ${silence}`,
      });
    }
  }
  return diagnostics;
}

/**
 * Files named by root paths (a Markdown link to '/files/a.pdf', a hero image) against the public
 * folder: a missing one is 'missing-file', with the severity of markdown.deadLinks.
 */
export function checkFiles(pages: LinkCheckPage[], hasPublicFile: (path: string) => boolean, severity: 'error' | 'warning'): Diagnostic[] {
  return pages.flatMap((page) =>
    (page.files ?? [])
      .filter((file) => !hasPublicFile(file.path))
      .map((file): Diagnostic => ({
        severity,
        code: 'missing-file',
        file: page.file,
        line: file.line,
        column: file.column,
        message: `${file.raw} names no page and no file of the public folder ${SILENCE}`,
      })),
  );
}

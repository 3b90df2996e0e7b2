import type { RecordedFile, RecordedLink } from '../markdown/collector';
import { routeKey } from '../../shared/routes';
import type { Diagnostic } from '../../shared/types';
import type { CheckedLink } from './ignored-links';

export interface LinkCheckPage {
  /** project-relative file path, for messages */
  file: string;
  routePath: string;
  links: RecordedLink[];
  ids: string[];
  /** ids in the other heading style, each naming one heading: links written for another generator find them */
  otherStyleIds?: string[];
  /** root paths that name no page: files the public folder must hold */
  files?: RecordedFile[];
}

export interface LinkCheckOptions {
  /** from markdown.deadLinks; dev reports every problem as a warning whatever the setting */
  severity: 'error' | 'warning';
  /** the markdown.deadLinks setting, for the hint; default: the one that gives `severity` */
  deadLinks?: 'error' | 'warn';
  /** markdown.ignoreDeadLinks (ignored-links.ts): links never reported */
  ignored?: (link: CheckedLink) => boolean;
  /** route key -> file of each draft page (left out of a build), to name it in a dead link's message */
  drafts?: ReadonlyMap<string, string>;
}

/** How to silence a dead link, as the setting stands: an error can become a warning, any can be ignored. */
export function deadLinkHint(deadLinks: 'error' | 'warn'): string {
  return deadLinks === 'error'
    ? "(markdown.deadLinks: 'warn' makes this a warning; markdown.ignoreDeadLinks skips chosen links)"
    : '(markdown.ignoreDeadLinks skips chosen links)';
}

const hintOf = ({ severity, deadLinks }: LinkCheckOptions) => deadLinkHint(deadLinks ?? (severity === 'error' ? 'error' : 'warn'));

/** Why a link to a route no page has is dead: a draft page's route names the draft. */
export function deadLinkReason(route: string, drafts: ReadonlyMap<string, string>): string {
  const draft = drafts.get(route);
  return draft === undefined ? 'no such page' : `${draft} is a draft (draft: true), left out of this build`;
}

/**
 * Recorded links vs the route table and each page's ids: a missing route is 'dead-link', an existing
 * route without the #anchor is 'dead-anchor'; a link to a draft's route names the draft.
 */
export function checkLinks(pages: LinkCheckPage[], routes: Set<string>, options: LinkCheckOptions): Diagnostic[] {
  const { severity, ignored = () => false, drafts = new Map<string, string>() } = options;
  const knownRoutes = new Set([...routes].map(routeKey));
  const idsByRoute = new Map(pages.map((page) => [routeKey(page.routePath), new Set([...page.ids, ...(page.otherStyleIds ?? [])])]));
  const diagnostics: Diagnostic[] = [];
  const silence = hintOf(options);
  for (const page of pages) {
    for (const link of page.links) {
      const at = { severity, file: page.file, line: link.line, column: link.column };
      const route = routeKey(link.target);
      if (!knownRoutes.has(route)) {
        if (ignored(link)) continue;
        diagnostics.push({
          ...at,
          code: 'dead-link',
          message: `dead link to ${link.target} (written '${link.raw}'): ${deadLinkReason(route, drafts)} ${silence}`,
        });
        continue;
      }
      const ids = idsByRoute.get(route);
      if (link.hash === '' || !ids || ids.has(link.hash) || ignored(link)) continue;
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
export function checkFiles(pages: LinkCheckPage[], hasPublicFile: (path: string) => boolean, options: LinkCheckOptions): Diagnostic[] {
  const { severity, ignored = () => false } = options;
  return pages.flatMap((page) =>
    (page.files ?? [])
      .filter((file) => !hasPublicFile(file.path) && !ignored({ target: file.path, raw: file.raw }))
      .map((file): Diagnostic => ({
        severity,
        code: 'missing-file',
        file: page.file,
        line: file.line,
        column: file.column,
        message: `${file.raw} names no page and no file of the public folder ${hintOf(options)}`,
      })),
  );
}

import { describe, expect, it } from 'vitest';
import { checkConfigLinks } from '../../../../src/node/site/check-config-links';
import { checkLinks } from '../../../../src/node/site/check-links';
import { resolveConfig } from '../../../../src/shared/config';

const drafts = new Map([['/guide/wip', 'content/en/guide/wip.md']]);
const routes = new Set(['/', '/guide/start']);

describe('src/node/site/check-links: drafts and the nearest route', () => {
  it('reports a link to a draft left out of the build as a dead link naming the draft', () => {
    const page = {
      file: 'content/en/a.md',
      routePath: '/a',
      ids: [],
      links: [{ target: '/guide/wip', hash: '', raw: './guide/wip.md', line: 3, column: 1 }],
    };
    const [diagnostic] = checkLinks([page], routes, { severity: 'error', drafts });
    expect(diagnostic).toMatchObject({ code: 'dead-link', file: 'content/en/a.md', line: 3 });
    expect(diagnostic.message).toMatch(
      /^dead link to \/guide\/wip \(written '.\/guide\/wip.md'\): content\/en\/guide\/wip.md is a draft \(draft: true\), left out of this build/,
    );
  });

  it('names the nearest route of a dead nav link, and the draft a nav link points to', () => {
    const site = resolveConfig({
      title: 'T',
      siteUrl: 'https://t.dev',
      locales: [
        {
          lang: 'en',
          nav: [
            { text: 'Start', link: '/guide/strat' },
            { text: 'WIP', link: '/guide/wip' },
          ],
        },
      ],
    });
    const check = {
      configFile: 'content/site.config.ts',
      routes,
      idsByRoute: new Map(),
      hasPublicFile: () => false,
      severity: 'error' as const,
      drafts,
    };
    expect(checkConfigLinks(site, check).map((d) => d.message)).toEqual([
      "locales[0].nav[0].link: dead link to /guide/strat: no such page; the nearest route is /guide/start (markdown.deadLinks: 'warn' makes this a warning; markdown.ignoreDeadLinks skips chosen links)",
      "locales[0].nav[1].link: dead link to /guide/wip: content/en/guide/wip.md is a draft (draft: true), left out of this build (markdown.deadLinks: 'warn' makes this a warning; markdown.ignoreDeadLinks skips chosen links)",
    ]);
  });
});

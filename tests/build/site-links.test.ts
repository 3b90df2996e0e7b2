// Links and files named outside a page's Markdown text (config nav and sidebar, logo, favicon, home
// hero and feature cards, the ecosystem menu) and root paths to files are checked like Markdown links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, fixtureFile, removeOut, type BuildRun } from './helpers';

let run: BuildRun;
beforeAll(async () => {
  run = await buildFixture('site-links');
});
afterAll(() => removeOut(run?.outDir));

const config = fixtureFile('site-links', 'site.config.ts');
const home = fixtureFile('site-links', 'en/index.md');
const start = fixtureFile('site-links', 'en/guide/start.md');
const SILENCE = "(markdown.deadLinks: 'warn' makes this a warning; markdown.ignoreDeadLinks skips chosen links)";

describe('build: links and files named by the config and the front matter', () => {
  it('fails, naming each wrong one by its config key or its file and line, and nothing that is right', () => {
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${start}:3:52 error missing-file /files/missing.pdf names no page and no file of the public folder ${SILENCE}`,
      `${home}:6:1 error missing-file /missing-hero.png names no page and no file of the public folder ${SILENCE}`,
      `${home}:11:1 error dead-link dead link to /guide/missing (written '/guide/missing'): no such page ${SILENCE}`,
      `${home}:18:1 error dead-link dead link to /nowhere (written '/nowhere'): no such page ${SILENCE}`,
      `${config} error missing-file icon: /missing-icon.svg names no file of the public folder ${SILENCE}`,
      `${config} error missing-file logo.dark: /missing-logo-dark.svg names no file of the public folder ${SILENCE}`,
      `${config} error missing-file themeConfig.ecosystem.items[1].logo: /missing-family-logo.svg names no file of the public folder ${SILENCE}`,
      `${config} error dead-link locales[0].nav[1].items[0].link: dead link to /guide/gone: no such page; the nearest route is /guide/start ${SILENCE}`,
      `${config} error dead-anchor locales[0].sidebar["/guide/"][1].items[0].link: dead anchor #no-such-heading on /guide/start#no-such-heading: the page has no such heading id ${SILENCE}`,
      'Build failed: 9 errors (see above)',
    ]);
  });
});

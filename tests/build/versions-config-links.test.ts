// The nav and sidebar a version gives in `locales[].versions` are checked within that version, each
// problem named by its key path in the config (tests/fixtures/versions-config-links).
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeValues, buildsCleanedAfterAll, fixtureFile, readOut, type BuildRun } from './helpers';

const build = buildsCleanedAfterAll();
const config = fixtureFile('versions-config-links', 'site.config.ts');
const HINT = '(markdown.ignoreDeadLinks skips chosen links)';

describe("links of a version's own nav and sidebar", () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await build('versions-config-links');
  }, 240_000);

  it("reports each dead link and anchor once, by its key path, against its own version's pages", () => {
    expect(run.ok, run.output).toBe(true);
    const problems = run.lines.filter((line) => line.startsWith(`${config} `));
    expect(problems).toEqual([
      `${config} warning dead-link locales[0].versions.v1.nav[1].items[2].link: dead link to /v1/guide/gone (written '/guide/gone'): no such page; the nearest route is /v1/guide/start ${HINT}`,
      `${config} warning dead-anchor locales[0].versions.v1.nav[1].items[3].link: dead anchor #setup on /v1/guide/start#setup (written '/guide/start#setup'): the page has no such heading id ${HINT}`,
      `${config} warning dead-link locales[1].versions.v1.sidebar["/guide/"][0].items[2].link: dead link to /v1/guide/new (written '/guide/new'): no such page; the nearest route is /v1/guide/start ${HINT}`,
    ]);
  });

  it("links a version's nav to a file of the shared public folder where it is", () => {
    const nav = attributeValues(readOut(run.outDir, 'v1/guide/start.html'), 'href');
    expect(nav).toContain('/files/notes.txt');
    expect(nav).not.toContain('/v1/files/notes.txt');
  });
});

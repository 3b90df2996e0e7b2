// Links are checked within each version: a root link in a v1 page means v1's page, and a link
// written with a version's name is checked against that version (tests/fixtures/versions-dead-links).
import { beforeAll, describe, expect, it } from 'vitest';
import { buildsCleanedAfterAll, fixtureFile, type BuildRun } from './helpers';

const build = buildsCleanedAfterAll();

describe('dead links and anchors of a site with versions', () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await build('versions-dead-links');
  }, 240_000);

  it('reports the links of a v1 page to what only v2 has, and none of the v2 pages', () => {
    expect(run.ok, run.output).toBe(true);
    const problems = run.lines.filter((line) => / warning dead-(link|anchor) /.test(line));
    const v1 = fixtureFile('versions-dead-links', 'v1/guide/start.md');
    expect(problems.filter((line) => !line.startsWith(`${v1}:`))).toEqual([]);
    const written = problems.map((line) => line.match(/'([^']+)'/)?.[1]).sort();
    expect(written).toEqual(['/guide/new', '/guide/start#new-setup', '/v2/guide/missing'].sort());
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, fixtureFile, outExists, removeOut } from './helpers';

let run: BuildRun;
afterAll(() => removeOut(run?.outDir));

describe('build: many dead links in several files', () => {
  it('reports every one in a single run, sorted by place, then one failure line with the count', async () => {
    run = await buildFixture('many-dead-links');
    expect(run.ok).toBe(false);
    const file = (name: string) => fixtureFile('many-dead-links', name);
    expect(run.lines.map((line) => line.replace(/ \(written .*$/, ''))).toEqual([
      `${file('en/a.md')}:3:1 error dead-link dead link to /nope`,
      `${file('en/a.md')}:5:1 error dead-link dead link to /not/there`,
      `${file('en/b.md')}:5:1 error dead-anchor dead anchor #no-such-heading on /a`,
      `${file('en/b.md')}:7:1 error dead-link dead link to /gone`,
      `${file('en/sub/c.md')}:5:1 error dead-link dead link to /sub/b/`,
      'Build failed: 5 errors (see above)',
    ]);
    expect(outExists(run.outDir, 'index.html')).toBe(false);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, fixtureFile, outExists, readOut, removeOut, escapeRegExp } from './helpers';

let run: BuildRun;
afterAll(() => removeOut(run?.outDir));

describe("build: markdown.deadLinks: 'warn'", () => {
  it('succeeds and still prints every dead link and anchor with file and line', async () => {
    run = await buildFixture('dead-links-warn');
    expect(run.ok, run.output).toBe(true);
    const file = fixtureFile('dead-links-warn', 'en/page.md');
    expect(run.lines).toHaveLength(2);
    expect(run.lines[0]).toMatch(
      new RegExp(`^${escapeRegExp(`${file}:5:1 warning dead-link dead link to /missing (written './missing.md')`)}`),
    );
    expect(run.lines[1]).toMatch(new RegExp(`^${escapeRegExp(file)}:7:1 warning dead-anchor dead anchor #nowhere on / `));
    expect(run.warnings).toBe(2);
    expect(outExists(run.outDir, 'index.html')).toBe(true);
    expect(readOut(run.outDir, 'page.html')).toContain('<a href="/missing">A missing page</a>');
  });
});

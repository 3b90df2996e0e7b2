import { afterAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, fixtureFile, removeOut } from './helpers';

let run: BuildRun;
afterAll(() => removeOut(run?.outDir));

describe('build: duplicate route', () => {
  it('foo.md and foo/index.md fail with one error naming both files by their project paths', async () => {
    run = await buildFixture('duplicate-route');
    expect(run.ok).toBe(false);
    const a = fixtureFile('duplicate-route', 'en/foo.md');
    const b = fixtureFile('duplicate-route', 'en/foo/index.md');
    expect(run.lines).toEqual([
      `${b} error duplicate-route ${a} and ${b} both map to route /foo; rename or remove one of them`,
      'Build failed: 1 error (see above)',
    ]);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, fixtureFile, removeOut } from './helpers';

let run: BuildRun;
afterAll(() => removeOut(run?.outDir));

describe('build: javascript: URLs in Markdown', () => {
  it('are build errors in inline links, any letter case, reference definitions and images', async () => {
    run = await buildFixture('script-url');
    expect(run.ok).toBe(false);
    const file = fixtureFile('script-url', 'en/page.md');
    expect(run.lines).toEqual([
      `${file}:3:1 error markdown script URL in a link is not allowed: javascript:alert(1)`,
      `${file}:5:1 error markdown script URL in a link is not allowed: JavaScript:alert(2)`,
      `${file}:9:1 error markdown script URL as an image source is not allowed: javascript:alert(3)`,
      `${file}:11:1 error markdown script URL in a link is not allowed: javascript:alert(4)`,
      'Build failed: 4 errors (see above)',
    ]);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, fixtureFile, removeOut } from './helpers';

let run: BuildRun;
afterAll(() => removeOut(run?.outDir));

describe('build: diagnostics keep file line numbers (6 lines of front matter)', () => {
  it('a javascript: link and an unknown code language on line 20 are reported at line 20', async () => {
    run = await buildFixture('line-numbers');
    expect(run.ok).toBe(false);
    expect(run.lines).toEqual([
      `${fixtureFile('line-numbers', 'en/error.md')}:20:12 error markdown script URL in a link is not allowed: javascript:alert(1)`,
      `${fixtureFile('line-numbers', 'en/warning.md')}:20:1 warning markdown unknown code language 'nosuchlanguage', shown as plain text (use a Shiki language name or 'text')`,
      'Build failed: 1 error (see above)',
    ]);
  });
});

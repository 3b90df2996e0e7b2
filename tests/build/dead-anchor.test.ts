import { afterAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, fixtureFile, removeOut, escapeRegExp } from './helpers';

let run: BuildRun;
afterAll(() => removeOut(run?.outDir));

describe('build: dead anchors (one slugger for heading ids and link checks)', () => {
  it('fails on the one missing #anchor with file and line; existing, custom, badge, duplicate and Chinese ids pass', async () => {
    run = await buildFixture('dead-anchor');
    expect(run.ok).toBe(false);
    const diagnostics = run.lines.filter((line) => line.startsWith('tests/'));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatch(
      new RegExp(
        `^${escapeRegExp(fixtureFile('dead-anchor', 'en/links.md'))}:8:\\d+ error dead-anchor dead anchor #missing-anchor on /target `,
      ),
    );
    expect(diagnostics[0]).toContain("'./target.md#missing-anchor'");
    // zh/links.md links '#监听模式' (raw and percent-encoded), '/target#配置-rstest' and its own h1
    expect(run.output).not.toContain('zh/links.md');
    expect(run.lines.at(-1)).toBe('Build failed: 1 error (see above)');
  });
});

// npm run dev serves what the build writes next to the pages: Markdown twins and llms files.
import { describe, expect, it } from 'vitest';
import { fixtureContent, runScriptCli } from './helpers';

interface Answer {
  status: number;
  body: string;
}

describe('dev: the files next to the pages', () => {
  it('serves each page Markdown twin and each language llms.txt and llms-full.txt; a twin of no page is a 404', async () => {
    const paths = [
      '/guide/new.md',
      '/zh/guide/start.md',
      '/zh/guide/new.md',
      '/llms.txt',
      '/zh/llms.txt',
      '/llms-full.txt',
      '/guide/nothing.md',
    ];
    const run = await runScriptCli('tests/build/dev-render.ts', [fixtureContent('translation-fallback'), ...paths], { timeoutMs: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const answers = Object.fromEntries(
      run.stdout
        .trim()
        .split('\n')
        .map((line, i) => [paths[i], JSON.parse(line) as Answer]),
    );
    expect(answers['/guide/new.md']).toEqual({
      status: 200,
      body: expect.stringMatching(/^# What is new\n\nSnapshots are kept between runs\./),
    });
    expect(answers['/zh/guide/start.md'].body).toMatch(/^# 开始\n/);
    // the untranslated Chinese page shows the English source
    expect(answers['/zh/guide/new.md'].body).toMatch(/^# What is new\n/);
    expect(answers['/llms.txt'].body).toContain('- [What is new](https://fixture.test/guide/new.md)');
    expect(answers['/zh/llms.txt'].body).toContain('- [开始](https://fixture.test/zh/guide/start.md)');
    expect(answers['/zh/llms.txt'].body).not.toContain('guide/new.md');
    expect(answers['/llms-full.txt'].body).toContain('url: https://fixture.test/guide/new.md');
    expect(answers['/guide/nothing.md'].status).toBe(404);
  });
});

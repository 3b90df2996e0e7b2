// npm run dev serves a missing translation as the build writes it (tests/fixtures/translation-fallback).
import { describe, expect, it } from 'vitest';
import { fixtureContent, runScriptCli } from './helpers';

describe('dev: a page the Chinese site has not translated yet', () => {
  it('is served at its Chinese route: English content, Chinese document, the notice, the English canonical', async () => {
    const run = await runScriptCli('tests/build/dev-render.ts', [fixtureContent('translation-fallback'), '/zh/guide/new'], {
      timeoutMs: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const { status, body } = JSON.parse(run.stdout.trim()) as { status: number; body: string };
    expect(status).toBe(200);
    expect(body).toMatch(/<html lang="zh">/);
    expect(body).toContain('本页尚未翻译');
    expect(body).toMatch(/<div class="rp-doc-content" data-rp-content="" lang="en"><h1 id="what-is-new">What is new<\/h1>/);
    expect(body).toContain('<link rel="canonical" href="https://fixture.test/guide/new">');
  });
});

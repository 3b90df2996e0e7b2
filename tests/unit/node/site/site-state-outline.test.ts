// Dev's overview reads the other pages of its section through SiteState.outline: the same title and
// headings as their full compile, without highlighting their code, and never stale after an edit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { SiteState } from '../../../../src/node/site/site-state';

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }] });
const PAGE = '---\noverviewHeaders: [2, 3]\n---\n\n# Install {#setup}\n\n## With npm\n\n```ts\nconst a = 1;\n```\n\n### Options `--save`\n';

let project: string;
let state: SiteState;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'outline-'));
  mkdirSync(join(project, 'content/en/guide'), { recursive: true });
  writeFileSync(join(project, 'content/en/guide/install.md'), PAGE);
  state = new SiteState({ site, root: project, contentDir: join(project, 'content') });
  state.rescan();
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const route = () => state.routes.find((r) => r.path === '/guide/install')!;

describe('SiteState.outline', () => {
  it('gives the title, headings and front matter of the full compile, with code left unhighlighted', async () => {
    const outline = await state.outline(route());
    const full = await state.compile(route());
    expect(outline.page.title).toBe('Install');
    expect(outline.page.toc).toEqual(full.page.toc);
    expect(outline.page.toc.map((h) => h.text)).toEqual(['With npm', 'Options --save']);
    expect(outline.page.frontmatter.overviewHeaders).toEqual([2, 3]);
    const html = (compiled: typeof full) => JSON.stringify(compiled.tree);
    expect(html(full)).toContain('--shiki-light');
    expect(html(outline)).not.toContain('--shiki-light');
  });

  it('reads the page again after an edit', async () => {
    await state.outline(route());
    writeFileSync(route().filePath, PAGE.replace('## With npm', '## With pnpm'));
    expect((await state.outline(route())).page.toc[0].text).toBe('With pnpm');
  });
});

// A Docusaurus docs folder whose pages are `.mdx` files (tests/fixtures/mdx-pages): they build as `.md`
// pages do, at the same routes, in the generated sidebar and in search, with links to `x.mdx`
// accepted, in the build and in dev.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedPages, indexedText } from '../support/search-index-files';
import { type BuildRun, buildFixture, fixtureContent, fixtureFile, readOut, removeOut, runScriptCli } from './helpers';

let run: BuildRun;
beforeAll(async () => {
  run = await buildFixture('mdx-pages');
}, 180_000);
afterAll(() => removeOut(run?.outDir));

const content = (html: string) => html.slice(html.indexOf('data-rp-content'), html.indexOf('</article>'));
const tabLabels = (html: string) => [...html.matchAll(/<button type="button" role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

/** The sidebar of a page, in order: a link as 'text -> href'. */
function sidebarOf(html: string): string[] {
  const nav = /<nav[^>]*class="rp-sidebar-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)/g)].map((m) => `${m[2]} -> ${m[1]}`);
}

const SIDEBAR = ['Introduction -> /docs/intro', 'Plain page -> /docs/plain', 'Guide -> /docs/guide/', 'Set up -> /docs/guide/setup'];

describe('build: .mdx pages', () => {
  it('builds with no error, and no dead link for links written to .mdx files', () => {
    expect(run.ok, run.output).toBe(true);
    expect(run.lines.filter((line) => / error |dead-link/.test(line))).toEqual([]);
  });

  it('routes each .mdx page as a .md page of that name, with the MDX handling of .md pages', () => {
    const intro = content(readOut(run.outDir, 'docs/intro.html'));
    expect(intro).toContain('<h1');
    expect(intro).not.toMatch(/import Tabs|@theme\/|toolName|\{\/\*|Keep this page/);
    expect(tabLabels(intro)).toEqual(['Linux', 'Windows']);
    expect(intro).toContain('<p>The first run takes longer.</p>');
    expect(readOut(run.outDir, 'docs/guide/index.html')).toContain('What to do after the');
    expect(content(readOut(run.outDir, 'docs/guide/setup.html'))).toContain('quintessential settings');
  });

  it('shows first the tab written <TabItem default>, in the prerendered HTML', () => {
    const intro = content(readOut(run.outDir, 'docs/intro.html'));
    const selected = [...intro.matchAll(/<button type="button" role="tab"[^>]*aria-selected="true"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(selected).toEqual(['Windows']);
    const panels = [...intro.matchAll(/<div role="tabpanel"[^>]*>/g)].map((m) => m[0].includes('hidden'));
    expect(panels).toEqual([true, false]);
  });

  it('rewrites links to .mdx files to the pages they name', () => {
    const intro = content(readOut(run.outDir, 'docs/intro.html'));
    expect(intro).toContain('href="/docs/guide/setup#run-it"');
    expect(intro).toContain('href="/docs/plain"');
    expect(content(readOut(run.outDir, 'docs/plain.html'))).toContain('href="/docs/intro"');
    expect(readOut(run.outDir, 'index.html')).toContain('href="/docs/intro"');
  });

  it('lists .mdx pages in the generated sidebar, ordered and labelled by their front matter', () => {
    expect(sidebarOf(readOut(run.outDir, 'docs/intro.html'))).toEqual(SIDEBAR);
  });

  it('puts .mdx pages in search', () => {
    expect(indexedPages(run.outDir, 'en')).toEqual(expect.arrayContaining(['/docs/intro', '/docs/guide/setup']));
    expect(indexedText(run.outDir, 'en')).toContain('quintessential');
  });

  it('writes the Markdown twin and llms-full.txt as the reader sees the page: no module line, no comment', () => {
    const twin = readOut(run.outDir, 'docs/intro.md');
    expect(twin).toMatch(/^# Introduction\n\nLantern lights up the corners of a build\.\n\n<Tabs groupId="os">\n/);
    expect(twin).toContain('The first run takes longer.');
    const full = readOut(run.outDir, 'llms-full.txt');
    expect(full).toContain('Lantern lights up the corners of a build.');
    for (const text of [twin, full]) expect(text).not.toMatch(/import Tabs|@theme\/|toolName|\{\/\*|Keep this page|a slow one/);
  });

  it('names the MDX warnings of .mdx pages with file and line', () => {
    const intro = fixtureFile('mdx-pages', 'en/docs/intro.mdx');
    const setup = fixtureFile('mdx-pages', 'en/docs/guide/setup.mdx');
    expect(run.lines.filter((line) => /MDX|JSX/.test(line))).toEqual([
      `${setup}:5:1 warning markdown MDX import/export lines are ignored: 1 line, first at line 5`,
      `${intro}:6:1 warning markdown MDX import/export lines are ignored: 3 lines, first at line 6`,
      `${intro}:33:1 warning markdown JSX element <Callout> is no component of this site, so only its content is shown (to render it, export Callout from the markdown.components module: see Writing, Components in the quire docs)`,
    ]);
  });
});

describe('dev: .mdx pages', () => {
  it('serves an .mdx page as the build renders it, with its sidebar', async () => {
    const dev = await runScriptCli('tests/build/dev-render.ts', [fixtureContent('mdx-pages'), '/docs/intro', '/docs/guide/setup'], {
      timeoutMs: 120_000,
    });
    expect(dev.status, dev.stderr).toBe(0);
    const [intro, setup] = dev.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { status: number; body: string });
    expect(intro.status).toBe(200);
    expect(tabLabels(content(intro.body))).toEqual(['Linux', 'Windows']);
    expect(content(intro.body)).not.toMatch(/import Tabs|Keep this page/);
    expect(sidebarOf(intro.body)).toEqual(SIDEBAR);
    expect(setup.status).toBe(200);
    expect(content(setup.body)).toContain('quintessential settings');
  }, 150_000);
});

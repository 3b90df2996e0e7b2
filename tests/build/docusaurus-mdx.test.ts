// Pages written for Docusaurus (MDX) and VitePress, built as they are (tests/fixtures/docusaurus-mdx):
// no error, MDX module lines and comments gone, JSX tabs as the built-in tabs synced by groupId,
// titled admonitions, a container kept inside its tab, a code group, and the warnings named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, fixtureFile, metaContent, readOut, removeOut } from './helpers';

let run: BuildRun;
beforeAll(async () => {
  run = await buildFixture('docusaurus-mdx');
});
afterAll(() => removeOut(run?.outDir));

const content = (html: string) => html.slice(html.indexOf('data-rp-content'), html.indexOf('</article>'));
const tabLabels = (html: string) => [...html.matchAll(/<button type="button" role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
const groupIds = (html: string) => [...html.matchAll(/<div class="rp-tabs"(?: data-group-id="([^"]*)")?>/g)].map((m) => m[1]);

describe('build: Docusaurus and VitePress pages as they are', () => {
  it('builds without an error', () => {
    expect(run.ok, run.output).toBe(true);
    expect(run.lines.filter((line) => / error /.test(line))).toEqual([]);
  });

  it('shows no MDX module line or comment, and describes the page by its first paragraph', () => {
    const html = readOut(run.outDir, 'docs/install.html');
    expect(html).not.toMatch(/import Tabs|@theme\/|BrowserWindow|\{\/\*|Keep this page/);
    expect(metaContent(html, 'description')).toBe('The tool installs with your package manager in a minute.');
    expect(metaContent(readOut(run.outDir, 'docs/usage.html'), 'description')).toBe(
      'Run the build with the package manager you installed with.',
    );
  });

  it('renders Tabs as the built-in tabs, with the same group wherever the groupId is the same', () => {
    const install = content(readOut(run.outDir, 'docs/install.html'));
    const usage = content(readOut(run.outDir, 'docs/usage.html'));
    expect(groupIds(install)).toEqual(['package-manager']);
    expect(groupIds(usage)).toEqual(['package-manager', 'package-manager']);
    expect(tabLabels(install)).toEqual(['npm', 'Yarn']);
    expect(tabLabels(usage)).toEqual(['npm', 'Yarn', 'npm', 'Yarn']);
  });

  it('keeps a container and the Markdown after it inside their tab', () => {
    const install = content(readOut(run.outDir, 'docs/install.html'));
    const yarnPanel = install.slice(
      install.indexOf('-panel-1"'),
      install.indexOf('</div></div>\n<div class="rp-container rp-container-note"'),
    );
    expect(yarnPanel).toContain('<p class="rp-container-title">Yarn 1</p>');
    expect(yarnPanel).toContain('<p>Then run <strong>yarn build</strong>.</p>');
  });

  it('titles admonitions as written, maps the aliases, and keeps the content of an unknown JSX element', () => {
    const install = content(readOut(run.outDir, 'docs/install.html'));
    expect(install).toContain('<div class="rp-container rp-container-note"><p class="rp-container-title">Before you start</p>');
    expect(install).toContain('<div class="rp-container rp-container-warning"><p class="rp-container-title">Warning</p>');
    expect(install).toContain('<p>A window showing the <strong>running</strong> site.</p>');
    expect(install).toMatch(/<rp-island data-name="Highlight"[^>]*><span class="highlight"[^>]*><rp-slot>fast<\/rp-slot>/);
    expect(content(readOut(run.outDir, 'docs/usage.html'))).toContain('<div class="rp-container rp-container-info">');
  });

  it('renders a VitePress code group as tabs titled by its blocks, and nested containers of one fence length', () => {
    const bundling = content(readOut(run.outDir, 'docs/bundling.html'));
    expect(tabLabels(bundling)).toEqual(['fixture.config.js', 'fixture.config.ts', 'Watch', 'Once']);
    expect(bundling).toContain('<p class="rp-container-title">Custom title</p>');
    expect(bundling).toMatch(
      /<p>Rebuilds on save.<\/p><div class="rp-container rp-container-tip">.*?<p>Stops with Ctrl\+C.<\/p><\/div><\/div><\/div><div role="tabpanel"/,
    );
  });

  it('names each MDX warning with file and line', () => {
    const install = fixtureFile('docusaurus-mdx', 'en/docs/install.md');
    const usage = fixtureFile('docusaurus-mdx', 'en/docs/usage.md');
    const mine = run.lines.filter((line) => /MDX|JSX/.test(line));
    expect(mine).toEqual([
      `${install}:5:1 warning markdown MDX import/export lines are ignored: 5 lines, first at line 5`,
      `${install}:44:1 warning markdown JSX element <BrowserWindow> is no component of this site, so only its content is shown (to render it, export BrowserWindow from the markdown.components module: see Writing, Components in the quire docs)`,
      `${usage}:5:1 warning markdown MDX import/export lines are ignored: 2 lines, first at line 5`,
    ]);
  });
});

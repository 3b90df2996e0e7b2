// Page file names that are not plain URL paths: a space is encoded wherever a page URL is printed
// and the page answers at its encoded URL; a control character is refused, naming the file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { rawGet } from '../support/raw-get';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type PreviewServer } from '../../src/node/preview/preview-server';
import { buildSite } from '../../prerender';
import {
  attributeValues,
  buildsCleanedAfterAll,
  fixtureContent,
  headOf,
  readOut,
  removeOut,
  ROOT,
  runScriptCli,
  tempOutDir,
  type BuildRun,
} from './helpers';

const build = buildsCleanedAfterAll();

describe('build: a page whose file name holds a space', () => {
  let run: BuildRun;
  let preview: PreviewServer;
  beforeAll(async () => {
    run = await build('file-names');
    if (run.ok) preview = await startPreview({ dir: run.outDir, port: 0 });
  });
  afterAll(async () => {
    await preview?.close();
  });

  it('builds', () => {
    expect(run.ok, run.output).toBe(true);
  });

  it('the sitemap, the llms files, the canonical link, the hreflang alternates and og:url print the URL encoded', () => {
    const sitemap = readOut(run.outDir, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.test/my%20page</loc>');
    expect(sitemap).toContain('<loc>https://fixture.test/zh/my%20page</loc>');
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="zh" href="https://fixture.test/zh/my%20page"/>');
    expect(readOut(run.outDir, 'llms.txt')).toContain('- [My page](https://fixture.test/my%20page.md): Back home.');
    expect(readOut(run.outDir, 'zh/llms.txt')).toContain('(https://fixture.test/zh/my%20page.md)');
    expect(readOut(run.outDir, 'llms-full.txt')).toContain('url: https://fixture.test/my%20page.md');
    const head = headOf(readOut(run.outDir, 'my page.html'));
    expect(head).toContain('<link rel="canonical" href="https://fixture.test/my%20page">');
    expect(head).toContain('<link rel="alternate" hreflang="zh" href="https://fixture.test/zh/my%20page">');
    expect(head).toContain('<meta property="og:url" content="https://fixture.test/my%20page">');
    for (const file of ['sitemap.xml', 'llms.txt', 'zh/llms.txt', 'llms-full.txt', 'my page.html', 'zh/my page.html', 'index.html']) {
      expect(readOut(run.outDir, file), file).not.toMatch(/(?:fixture\.test|href=")(?:\/zh)?\/my page/);
    }
  });

  it('every link to the page (Markdown, HTML, sidebar, language picker) is encoded, and the page answers there', async () => {
    const links = (file: string) => attributeValues(readOut(run.outDir, file), 'href').filter((href) => href.includes('my'));
    expect(links('index.html')).toEqual(['/my%20page', '/my%20page', '/my%20page']);
    expect(links('zh/index.html')).toEqual(['/zh/my%20page', '/zh/my%20page']);
    expect(links('my page.html').filter((href) => href.startsWith('/'))).toEqual(['/zh/my%20page', '/my%20page']);
    // the prerendered page is the page, not a 404
    expect(readOut(run.outDir, 'my page.html')).toContain('<h1 id="my-page">My page');
    const page = await rawGet(preview.url, '/my%20page');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1 id="my-page">My page');
    expect((await rawGet(preview.url, '/zh/my%20page')).body).toContain('我的页面');
  });

  it("a page named with a sign of URLs ('c#') is rendered, listed and linked at its encoded URL", async () => {
    expect(readOut(run.outDir, 'c#.html')).toContain('<h1 id="c-sharp">C sharp');
    expect(readOut(run.outDir, 'sitemap.xml')).toContain('<loc>https://fixture.test/c%23</loc>');
    expect(attributeValues(readOut(run.outDir, 'index.html'), 'href')).toContain('/c%23');
    expect((await rawGet(preview.url, '/c%23')).body).toContain('<h1 id="c-sharp">C sharp');
  });

  it('dev answers the page at its encoded URL, and a path climbing out of the site with a 404, not a stack trace', async () => {
    const paths = ['/my%20page', '/../x', '/a/../../x'];
    const dev = await runScriptCli('tests/build/dev-render.ts', [fixtureContent('file-names'), ...paths], { timeoutMs: 120_000 });
    expect(dev.status, dev.stderr).toBe(0);
    const [page, ...outside] = dev.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { status: number; body: string });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1 id="my-page">My page');
    for (const answer of outside) {
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/suspended|\bat .*\.js:\d+/);
    }
  });
});

describe('build: a page whose file name holds a control character', () => {
  let content: string;
  beforeAll(async () => {
    content = join(await tempOutDir('control-file-names'), 'content');
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(content, file)), { recursive: true });
      writeFileSync(join(content, file), text);
    };
    write('site.config.ts', "export default { siteUrl: 'https://fixture.test', title: 'Control' };\n");
    write('en/index.md', '# Home\n');
    write('en/tab\there.md', '# Tab\n');
    write('en/line\nbreak/a.md', '# Line break\n');
  });
  afterAll(() => removeOut(dirname(content)));

  it('fails once with the count, each file named relative to the current folder with its control characters shown', async () => {
    const out = await tempOutDir('control-file-names-out');
    try {
      const lines: string[] = [];
      const failed = await buildSite({ root: ROOT, contentDir: content, outDir: out, log: (line) => lines.push(line) }).then(
        () => undefined,
        (error: Error) => error.message,
      );
      const shown = (file: string) => relative(process.cwd(), join(content, file)).replace(/\t/g, '\\t').replace(/\n/g, '\\n');
      const message = 'a page file or folder name with a tab, a line break or another control character cannot be a URL: rename it';
      expect(lines).toEqual([
        `${shown('en/line\nbreak/a.md')} error file-name ${message}`,
        `${shown('en/tab\there.md')} error file-name ${message}`,
      ]);
      expect(failed).toMatch(/^Build failed: 2 errors\b/);
    } finally {
      await removeOut(out);
    }
  });
});

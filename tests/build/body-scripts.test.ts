// The Content-Security-Policy trusts the head the site's owner writes, never a page's body
// (tests/fixtures/body-scripts): a script a component renders or a rehype plugin adds is in the
// page, but gets no hash and no origin in `_headers` or the page's <meta> policy, and the build
// names the page and what added it; a rebuild that reuses the pages' documents says so again.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../prerender';
import { fixtureContent, fixtureFile, readOut, ROOT, startServing, type ServingProcess } from './helpers';

let tempDir: string;
let serving: ServingProcess | undefined;
const runs: { outDir: string; lines: string[] }[] = [];

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'rp-build-body-scripts-'));
  // the second build takes the pages' documents from the cache the first one filled
  for (const name of ['cold', 'cached']) {
    const lines: string[] = [];
    const outDir = join(tempDir, name);
    await buildSite({
      root: ROOT,
      contentDir: fixtureContent('body-scripts'),
      outDir,
      cacheDir: join(tempDir, 'cache'),
      log: (line) => lines.push(line),
    });
    runs.push({ outDir, lines });
  }
});
afterAll(async () => {
  serving?.stop();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';
/** Bodies of the inline scripts of a page's <head>. Written independently of src/node/page. */
const headScripts = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1].replace(/&#39;/g, "'");

const BODY_CODE = ['window.fromComponent = 1;', 'window.fromPlugin = 1;'];

const warning = (page: string, script: string, addedBy: string) =>
  `${fixtureFile('body-scripts', page)} warning csp a <script> (${script}) in the page body, added by ${addedBy}, gets no hash and no origin in the Content-Security-Policy: ` +
  "it allows only the theme's scripts and those of the site config's and front matter `head`, so browsers block it; put a script the site needs in a `head` entry";

describe('build: scripts in a page body', () => {
  it('leaves them in the page and out of the policy, which holds the head scripts of the theme, the config and the front matter', () => {
    const { outDir } = runs[0];
    const widget = readOut(outDir, 'guide/widget.html');
    const body = widget.slice(widget.indexOf('<body>'));
    for (const code of BODY_CODE) expect(body).toContain(`<script>${code}</script>`);
    expect(body).toContain('<script src="https://beacon.example/b.js"></script>');

    const scriptSrc = directive(/Content-Security-Policy: (.*)/.exec(readOut(outDir, '_headers'))![1], 'script-src');
    const head = [...new Set([...headScripts(readOut(outDir, 'index.html')), ...headScripts(widget)])];
    // the theme's, the config's and the front matter's
    expect(head).toHaveLength(3);
    expect(head).toEqual(expect.arrayContaining(['window.fromConfig = 1;', 'window.fromFrontMatter = 1;']));
    expect(scriptSrc).toBe(`script-src 'self' https://stats.example ${head.map(sha).join(' ')}`);
    for (const code of BODY_CODE) expect(scriptSrc).not.toContain(sha(code));
    expect(scriptSrc).not.toContain('beacon.example');
  });

  it("keeps them out of each page's <meta> policy too", () => {
    const { outDir } = runs[0];
    const widget = metaPolicy(readOut(outDir, 'guide/widget.html'));
    expect(directive(widget, 'script-src')).toContain(sha('window.fromFrontMatter = 1;'));
    for (const code of BODY_CODE) expect(widget).not.toContain(sha(code));
    expect(widget).not.toContain('beacon.example');
    expect(metaPolicy(readOut(outDir, 'index.html'))).not.toContain(sha('window.fromFrontMatter = 1;'));
  });

  it('warns of each, naming the page and the component or the plugin that added it, from the cache too', () => {
    const expected = [
      warning('en/guide/widget.md', 'inline', 'component Beacon'),
      warning('en/guide/widget.md', 'https://beacon.example/b.js', 'component Beacon'),
      warning('en/guide/widget.md', 'inline', 'a Markdown plugin / the page body'),
      warning('en/index.md', 'inline', 'a Markdown plugin / the page body'),
    ];
    expect(runs[0].lines).toEqual(expected);
    expect(runs[1].lines).toEqual(expected);
  });
});

describe('dev: scripts in a page body', () => {
  it('warns of them as the build does, once, when the page is served', async () => {
    serving = await startServing(process.execPath, ['bin/quire.mjs', 'dev', '--content', fixtureContent('body-scripts'), '--port', '0'], {
      cwd: ROOT,
    });
    for (let i = 0; i < 2; i++) expect((await fetch(new URL('guide/widget', serving.url))).status).toBe(200);
    const expected = warning('en/guide/widget.md', 'inline', 'component Beacon');
    await expect.poll(() => serving!.output(), { timeout: 60_000 }).toContain(expected);
    expect(serving.output()).toContain(warning('en/guide/widget.md', 'inline', 'a Markdown plugin / the page body'));
    expect(serving.output().split(expected)).toHaveLength(2);
  });
});

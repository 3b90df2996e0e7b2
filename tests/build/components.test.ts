// Components from Markdown (markdown.components), the README's worked example
// (tests/fixtures/components): prerendered as islands, their code only on the pages that use them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstVisitJs } from '../../scripts/first-visit-js';
import { buildFixture, escapeRegExp, fixtureFile, readOut, removeOut, type BuildRun } from './helpers';

let run: BuildRun;
let failed: BuildRun;
beforeAll(async () => {
  run = await buildFixture('components');
  failed = await buildFixture('unknown-component');
});
afterAll(async () => {
  await removeOut(run?.outDir);
  await removeOut(failed?.outDir);
});

const content = (html: string) => html.slice(html.indexOf('data-rp-content'), html.indexOf('</article>'));
/** Every script a page references: its module scripts and preloads, and what those import. */
const referencedCode = (outDir: string, page: string) =>
  firstVisitJs(outDir, join(outDir, page))
    .files.map((url) => readFileSync(join(outDir, url.slice(1)), 'utf8'))
    .join('\n');

describe('build: components from Markdown', () => {
  it('prerenders each component with its props, around its slot', () => {
    expect(run.ok, run.output).toBe(true);
    expect(run.lines).toEqual([]);
    const page = content(readOut(run.outDir, 'guide/counter.html'));
    expect(page).toContain(
      '<rp-island data-name="Counter" data-props="{&quot;label&quot;:&quot;Clicks&quot;,&quot;start&quot;:3}"><button type="button" class="counter">Clicks<!-- -->: <!-- -->3</button></rp-island>',
    );
    expect(page).toMatch(
      /<rp-island data-name="Steps" data-props="\{&quot;title&quot;:&quot;Install&quot;\}"><section class="steps" aria-label="Install">/,
    );
    expect(page).toContain(
      '<rp-slot><ol>\n<li>Run <code>npm add quire -D</code>.</li>\n<li>Read the <a href="/guide/intro">introduction</a>.</li>\n</ol>',
    );
  });

  it('gives each component a chunk of its own, which only the pages using it load, with its CSS', () => {
    const assets = readdirSync(join(run.outDir, 'assets'));
    const counter = assets.find((file) => /^Counter-[\w-]+\.js$/.test(file));
    const steps = assets.find((file) => /^Steps-[\w-]+\.js$/.test(file));
    expect(counter && readOut(run.outDir, `assets/${counter}`)).toContain('className:`counter`');
    expect(steps && readOut(run.outDir, `assets/${steps}`)).not.toContain('className:`counter`');
    const intro = readOut(run.outDir, 'guide/intro.html');
    expect(intro).not.toMatch(/(Counter|Steps|hydrate-islands)-[\w-]+\.(js|css)/);
    expect(referencedCode(run.outDir, 'guide/intro.html')).not.toContain('Mark as done');
    const stylesheets = (html: string) =>
      [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => readOut(run.outDir, m[1])).join('\n');
    expect(stylesheets(intro)).not.toContain('.steps{');
    // the page using them preloads their chunks and links their styles, so they paint styled
    const page = readOut(run.outDir, 'guide/counter.html');
    expect(page).toContain(`<link rel="modulepreload" href="/assets/${counter}">`);
    expect(page).toContain(`<link rel="modulepreload" href="/assets/${steps}">`);
    expect(stylesheets(page)).toContain('.steps{');
  });

  it('keeps the components module path out of the client config', () => {
    const scripts = readdirSync(join(run.outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const config = scripts.map((file) => readOut(run.outDir, `assets/${file}`)).find((js) => js.includes('siteUrl:'));
    expect(config).toBeDefined();
    expect(config).not.toContain('components.tsx');
  });

  it('fails on an unknown component name, naming file and line', () => {
    expect(failed.ok).toBe(false);
    const file = escapeRegExp(fixtureFile('unknown-component', 'en/index.md'));
    expect(failed.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^${file}:5:1 error markdown unknown component '::Countr' \\(markdown.components exports: Counter, Steps\\)$`),
        ),
        expect.stringMatching(
          new RegExp(`^${file}:7:1 error markdown unknown component ':::Step' \\(markdown.components exports: Counter, Steps\\)$`),
        ),
      ]),
    );
  });
});

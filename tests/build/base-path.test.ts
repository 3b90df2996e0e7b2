import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeValues, type BuildRun, buildFixture, headOf, outExists, readOut, removeOut } from './helpers';

const ORIGIN = 'https://fixture.test';
const PAGES = ['index.html', 'guide/index.html', 'guide/second.html', 'zh/guide/index.html', '404.html'];

let run: BuildRun;

beforeAll(async () => {
  run = await buildFixture('base-path');
  if (!run.ok) throw new Error(`the base-path fixture failed to build:\n${run.output}`);
});
afterAll(() => removeOut(run?.outDir));

describe("build: base path (base: '/docs/')", () => {
  it('writes the pages at the root of the out dir (the host serves it under /docs/)', () => {
    for (const file of PAGES) expect(outExists(run.outDir, file), file).toBe(true);
    expect(outExists(run.outDir, 'docs')).toBe(false);
  });

  it.each(PAGES)('%s: every internal href and src carries /docs/', (file) => {
    const html = readOut(run.outDir, file);
    const urls = [...attributeValues(html, 'href'), ...attributeValues(html, 'src')];
    const internal = urls.filter((url) => url.startsWith('/') && !url.startsWith('//'));
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.filter((url) => !url.startsWith('/docs/'))).toEqual([]);
    const absolute = urls.filter((url) => url.startsWith(ORIGIN));
    expect(absolute.filter((url) => !url.startsWith(`${ORIGIN}/docs/`))).toEqual([]);
    expect(html).not.toMatch(/["'(]\/assets\//);
    expect(html).not.toMatch(/href="\/guide/);
  });

  it('the entry script, modulepreloads, stylesheet and icon are under /docs/ and exist', () => {
    const html = readOut(run.outDir, 'guide/index.html');
    const head = headOf(html);
    const entry = /<script type="module" src="([^"]+)"[^>]*><\/script>/.exec(html)?.[1];
    expect(entry).toMatch(/^\/docs\/assets\/client-entry-[\w-]+\.js$/);
    const linked = [entry!, ...[...head.matchAll(/<link rel="(?:modulepreload|stylesheet|icon)" href="([^"]+)"/g)].map((m) => m[1])];
    expect(linked).toContain('/docs/favicon.svg');
    for (const url of linked) {
      expect(url.startsWith('/docs/'), url).toBe(true);
      expect(outExists(run.outDir, url.slice('/docs/'.length)), url).toBe(true);
    }
  });

  it('content links, the image and canonical/hreflang URLs carry the base', () => {
    const html = readOut(run.outDir, 'guide/index.html');
    expect(html).toContain('href="/docs/guide/second">relative link</a>');
    expect(html).toContain('href="/docs/guide/second#details">absolute link</a>');
    const image = readdirSync(`${run.outDir}/assets`).find((name) => name.startsWith('dot-'));
    expect(html).toContain(`src="/docs/assets/${image}"`);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${ORIGIN}/docs/guide/">`);
    expect(headOf(html)).toContain(`<link rel="alternate" hreflang="zh" href="${ORIGIN}/docs/zh/guide/">`);
  });

  it('Markdown twins sit next to the pages; llms.txt links them with the base', () => {
    expect(readOut(run.outDir, 'guide/second.md')).toMatch(/^# Second page\n/);
    const llms = readOut(run.outDir, 'llms.txt');
    expect(llms).toContain(`(${ORIGIN}/docs/guide/index.md)`);
    expect(llms).toContain(`(${ORIGIN}/docs/guide/second.md)`);
    expect(readOut(run.outDir, 'zh/llms.txt')).toContain(`(${ORIGIN}/docs/zh/guide/index.md)`);
    expect(readOut(run.outDir, 'llms-full.txt')).toContain(`url: ${ORIGIN}/docs/guide/second.md`);
  });

  it('sitemap URLs and alternates carry the base; robots.txt names the sitemap with it', () => {
    const sitemap = readOut(run.outDir, 'sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${ORIGIN}/docs/`, `${ORIGIN}/docs/guide/`, `${ORIGIN}/docs/guide/second`, `${ORIGIN}/docs/zh/guide/`]);
    const hrefs = [...sitemap.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith(`${ORIGIN}/docs/`))).toEqual([]);
    expect(readOut(run.outDir, 'robots.txt')).toContain(`Sitemap: ${ORIGIN}/docs/sitemap.xml`);
  });
});

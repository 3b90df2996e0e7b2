// The theme's options on whole sites: a new site that sets none shows nothing of Rstest's own pieces,
// and a site rebranded through the config carries its colours, its CSS and its head tags.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeValues, buildsCleanedAfterAll, fixtureFile, headOf, metaContent, outExists, readOut, type BuildRun } from './helpers';

const build = buildsCleanedAfterAll();

function filesOf(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The stylesheet every page links (the client entry's). */
function entryCss(run: BuildRun): string {
  const href = /<link rel="stylesheet" href="\/([^"]+)">/.exec(readOut(run.outDir, 'index.html'))![1];
  return readOut(run.outDir, href);
}

describe('build: a site that sets no theme option', () => {
  let run: BuildRun;
  let pages: { file: string; html: string }[];
  beforeAll(async () => {
    run = await build('theme-defaults');
    if (!run.ok) throw new Error(`the theme-defaults fixture failed to build:\n${run.output}`);
    pages = filesOf(run.outDir, '.html').map((file) => ({ file, html: readOut(run.outDir, file) }));
  });

  it('has no toolchain menu and no ecosystem section on any page, home included', () => {
    expect(pages.map((p) => p.file).sort()).toEqual(['404.html', 'guide/start.html', 'index.html']);
    for (const { file, html } of pages) {
      expect(html, file).not.toMatch(/rp-eco|Rstack|toolchain/);
    }
    expect(readOut(run.outDir, 'index.html')).toContain('rp-hero');
  });

  it("ships nothing of Rstest's ecosystem or storage keys in its JS", () => {
    for (const file of filesOf(join(run.outDir, 'assets'), '.js')) {
      expect(readOut(run.outDir, `assets/${file}`), file).not.toMatch(/Rstack|Rspack|rspress-|rspress\.tabs/);
    }
  });

  it('every image of every page is a file of the output: no broken images', () => {
    const images = pages.flatMap(({ file, html }) => [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => ({ file, src: m[1] })));
    expect(images.length).toBeGreaterThan(0);
    for (const { file, src } of images) {
      expect(src, file).toMatch(/^\//);
      expect(outExists(run.outDir, src.slice(1)), `${file}: ${src}`).toBe(true);
    }
  });

  it("stores the theme under the neutral default key, 'rp-theme-appearance'", () => {
    const head = headOf(readOut(run.outDir, 'index.html'));
    expect(head).toContain('localStorage.getItem("rp-theme-appearance")');
    expect(head).not.toContain('rspress');
  });

  it("keeps the theme's brand colours: the site adds no CSS of its own", () => {
    const css = entryCss(run);
    expect(css).toContain('--rp-c-brand:#bf4000');
    expect(css.match(/--rp-c-brand:/g)).toHaveLength(2);
  });
});

describe('build: a site with its brand colours, custom CSS and head tags', () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await build('theme-custom');
    if (!run.ok) throw new Error(`the theme-custom fixture failed to build:\n${run.output}`);
  });

  it("puts the brand colours and the custom CSS in the entry stylesheet, after the theme's, with the CSS's url() bundled", () => {
    const css = entryCss(run);
    const theme = css.indexOf('--rp-c-brand:#bf4000');
    const brand = css.indexOf(':root{--rp-c-brand:#1d4ed8}html.dark{--rp-c-brand:#7aa2ff}');
    const custom = css.indexOf('.rp-doc h1{letter-spacing:.5px;');
    expect(theme).toBeGreaterThan(-1);
    expect(brand).toBeGreaterThan(theme);
    expect(custom).toBeGreaterThan(brand);
    const image = /url\(\/(assets\/stripe-[\w-]+\.svg)\)/.exec(css)?.[1];
    expect(image && outExists(run.outDir, image)).toBe(true);
  });

  it('adds the head tags to every page, and the policy allows the inline script by hash and the script origin', () => {
    const script = 'window.blueDocs = "head script ran";';
    for (const file of ['index.html', 'guide.html', '404.html']) {
      const html = readOut(run.outDir, file);
      expect(metaContent(html, 'theme-color'), file).toBe('#1d4ed8');
      expect(headOf(html), file).toContain(`<script>${script}</script>`);
      expect(attributeValues(html, 'src'), file).toContain('https://analytics.fixture.test/a.js');
    }
    const policy = /Content-Security-Policy: (.+)/.exec(readOut(run.outDir, '_headers'))![1];
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc).toContain('https://analytics.fixture.test');
  });

  it('stores the theme under the key of its storagePrefix', () => {
    expect(headOf(readOut(run.outDir, 'index.html'))).toContain('localStorage.getItem("blue-docs-theme-appearance")');
  });

  it('builds without a warning: both brand colours keep 4.5:1', () => {
    expect(run.lines.filter((line) => line.includes('warning'))).toEqual([]);
  });
});

describe('build: theme option problems', () => {
  it('a customCss file that does not exist stops the build naming the key and the file', async () => {
    const run = await build('theme-missing-css');
    expect(run.ok).toBe(false);
    expect(run.lines).toContain(
      `${fixtureFile('theme-missing-css', 'site.config.ts')} error config themeConfig.customCss: no such file: ${fixtureFile('theme-missing-css', 'theme.css')} ('./theme.css' is relative to the folder of site.config.ts)`,
    );
  });

  it('a brand colour below 4.5:1 is a warning naming the key, the ratios and the backgrounds; the build goes on', async () => {
    const run = await build('theme-low-contrast');
    expect(run.ok).toBe(true);
    expect(run.lines.filter((line) => line.includes('themeConfig.brand'))).toEqual([
      `${fixtureFile('theme-low-contrast', 'site.config.ts')} warning config themeConfig.brand.light: '#3b82f6' has 3.68:1 on --rp-c-bg (#ffffff), 3.43:1 on --rp-c-bg-soft (#f6f7f9); links and buttons need 4.5:1 (WCAG AA)`,
    ]);
  });
});

// Locale labels are text wherever they land: the language menu shows them as written, and no file
// the build writes carries one as markup. <html lang>, hreflang and the language folders come from
// the language tags, which the config validates.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildFixture, headOf, readOut, removeOut } from './helpers';

const LABELS = { en: '<script>alert("label-en")</script>', de: '"><img src=x onerror=alert("label-de")><!--' };
/** Text as React writes it between tags and in attribute values. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let run: BuildRun;
let files: string[];

beforeAll(async () => {
  run = await buildFixture('locale-labels');
  if (!run.ok) throw new Error(`the locale-labels fixture failed to build:\n${run.output}`);
  files = readdirSync(run.outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(run.outDir, join(entry.parentPath, entry.name)))
    .sort();
});
afterAll(() => removeOut(run?.outDir));

const pages = () => files.filter((file) => file.endsWith('.html'));

describe('build: locale labels that look like markup', () => {
  it('the language menu of every page shows each label as text', () => {
    expect(pages()).toEqual(['404.html', 'de/404.html', 'de/guide.html', 'de/index.html', 'guide.html', 'index.html']);
    for (const file of pages()) {
      const html = readOut(run.outDir, file);
      for (const label of Object.values(LABELS)) expect(html, file).toContain(`>${escaped(label)}</`);
    }
  });

  it('no page carries a label as markup: the same four scripts as any page, no handler, no raw label', () => {
    for (const file of pages()) {
      const html = readOut(run.outDir, file);
      for (const label of Object.values(LABELS)) expect(html, file).not.toContain(label);
      // theme script, language redirect, page record, entry module
      expect(html.match(/<script\b/gi), file).toHaveLength(4);
      expect(html.match(/<\/script>/gi), file).toHaveLength(4);
      // attribute names, their quoted values left out
      const attributes = [...html.matchAll(/<[a-z][^>]*>/gi)].flatMap(([tag]) =>
        [...tag.replace(/"[^"]*"/g, '""').matchAll(/\s([^\s=>]+)=/g)].map((m) => m[1]),
      );
      expect(
        attributes.filter((name) => /^on/i.test(name)),
        file,
      ).toEqual([]);
      expect(html, file).not.toContain('<!--<');
      expect(html.trimEnd().endsWith('</html>'), file).toBe(true);
    }
  });

  it('<html lang> and every hreflang, in the pages and the sitemap, are the language tags', () => {
    for (const file of pages()) {
      const html = readOut(run.outDir, file);
      expect(/^<!doctype html>\n<html lang="([^"]*)">/.exec(html)?.[1], file).toBe(file.startsWith('de/') ? 'de' : 'en');
      for (const [, value] of headOf(html).matchAll(/hreflang="([^"]*)"/gi)) expect(['en', 'de', 'x-default'], file).toContain(value);
    }
    const sitemap = readOut(run.outDir, 'sitemap.xml');
    expect([...new Set([...sitemap.matchAll(/hreflang="([^"]*)"/g)].map((m) => m[1]))].sort()).toEqual(['de', 'en', 'x-default']);
  });

  it('no other file the build writes for hosts and tools carries a label: llms.txt, twins, sitemap, search, _headers', () => {
    const others = files.filter((file) => !file.endsWith('.html') && !file.endsWith('.js') && !file.endsWith('.css'));
    expect(others).toEqual(
      expect.arrayContaining([
        'llms.txt',
        'de/llms.txt',
        'llms-full.txt',
        'de/llms-full.txt',
        'sitemap.xml',
        '_headers',
        '_redirects',
        'robots.txt',
      ]),
    );
    for (const file of others) {
      const text = readOut(run.outDir, file);
      for (const label of Object.values(LABELS)) expect(text, file).not.toContain(label);
    }
  });
});

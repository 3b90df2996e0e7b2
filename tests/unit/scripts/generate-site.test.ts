import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite, UNKNOWN_CODE_OPTION, type GeneratedSite } from '../../../scripts/generate-site';
import { compile } from '../node/markdown/helpers';

const ROOT = resolve(import.meta.dirname, '../../..');

let dir: string;
let site: GeneratedSite;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'generate-site-'));
  // 4 pages a language: the home page, a section overview and two doc pages
  site = generateSite(dir, 8, join(ROOT, 'content'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every generated Markdown page but the home pages, as [language, path under the language folder]. */
function docPages(): [lang: 'en' | 'zh', file: string][] {
  return (['en', 'zh'] as const).flatMap((lang) =>
    readdirSync(join(dir, lang), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md') && file !== 'index.md')
      .map((file): ['en' | 'zh', string] => [lang, file.split('\\').join('/')]),
  );
}

describe('scripts/generate-site', () => {
  it('writes pages whose compile reports one warning on every other doc page, and none on the others', async () => {
    const warned: string[] = [];
    for (const [lang, file] of docPages()) {
      const route = `/${file.replace(/(?:index)?\.md$/, '')}`;
      const compiled = await compile(readFileSync(join(dir, lang, file), 'utf8'), { lang, path: lang === 'zh' ? `/zh${route}` : route });
      const messages = compiled.diagnostics.map((d) => `${d.severity} ${d.message}`);
      if (messages.length > 0) {
        expect(messages, `${lang}/${file}`).toEqual([
          expect.stringMatching(new RegExp(`^warning unknown code block option '${UNKNOWN_CODE_OPTION}'`)),
        ]);
        warned.push(`${lang}/${file}`);
      }
    }
    expect(warned.sort()).toEqual(['en/section-0/page-1.md', 'zh/section-0/page-1.md']);
    expect(site.warnedPages).toBe(warned.length);
  }, 60_000);

  it('warns on about half the pages of a large site, both languages alike', () => {
    const large = generateSite(join(dir, 'large'), 400, join(ROOT, 'content'));
    const warnedFiles = (['en', 'zh'] as const).flatMap((lang) =>
      readdirSync(join(dir, 'large', lang), { recursive: true, encoding: 'utf8' }).filter(
        (file) => file.endsWith('.md') && readFileSync(join(dir, 'large', lang, file), 'utf8').includes(` ${UNKNOWN_CODE_OPTION}\n`),
      ),
    );
    expect(large.warnedPages).toBe(warnedFiles.length);
    expect(large.warnedPages / large.pages).toBeGreaterThan(0.45);
    expect(large.warnedPages / large.pages).toBeLessThan(0.55);
  });
});

// Languages come from the config: three (en, zh and ja, whose locale sets a few strings over the
// built-in Japanese ones) and one (de).
import { beforeAll, describe, expect, it } from 'vitest';
import { buildsCleanedAfterAll, headOf, metaContent, outExists, readOut, type BuildRun } from './helpers';
import { indexedPages } from '../support/search-index-files';

const build = buildsCleanedAfterAll();
const NO_TEXT = /has no built-in UI text/;

describe('three languages: en, zh, and ja', () => {
  let run: BuildRun;
  const page = (file: string) => readOut(run.outDir, file);
  beforeAll(async () => {
    run = await build('three-languages');
  }, 180_000);

  it('builds, with no warning about UI text: every language has its own', () => {
    expect(run.ok, run.output).toBe(true);
    expect(run.lines.filter((line) => NO_TEXT.test(line))).toEqual([]);
  });

  it('writes each language under its prefix, the untranslated ja page as a fallback', () => {
    for (const file of [
      'guide/start.html',
      'zh/guide/start.html',
      'ja/guide/start.html',
      'ja/guide/next.html',
      'ja/404.html',
      'ja/llms.txt',
    ]) {
      expect(outExists(run.outDir, file), file).toBe(true);
    }
    // a search index of its own, holding the Japanese pages only
    const japanese = indexedPages(run.outDir, 'ja');
    expect(japanese.length).toBeGreaterThan(0);
    expect(japanese.filter((path) => !path.startsWith('/ja/'))).toEqual([]);
    expect(page('ja/guide/next.html')).toContain('このページはまだ翻訳されていないため');
  });

  it('marks the ja page as Japanese for browsers and search engines', () => {
    const html = page('ja/guide/start.html');
    expect(html).toMatch(/<html lang="ja">/);
    expect(metaContent(html, 'og:locale')).toBe('ja_JP');
    const alternates = [...headOf(html).matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(alternates).toEqual([
      'en https://fixture.test/guide/start',
      'zh https://fixture.test/zh/guide/start',
      'ja https://fixture.test/ja/guide/start',
      'x-default https://fixture.test/guide/start',
    ]);
    expect(readOut(run.outDir, 'sitemap.xml')).toContain('<loc>https://fixture.test/ja/guide/start</loc>');
  });

  it('shows the strings ja sets and the built-in Japanese ones for the rest; zh keeps its built-in ones', () => {
    const ja = page('ja/guide/start.html');
    expect(ja).toContain('目次');
    expect(ja).not.toContain('このページの内容');
    expect(ja).toContain('次のページ');
    expect(ja).toMatch(/class="rp-container[^"]*"[^>]*>.*?ヒント/s);
    expect(ja).toContain('aria-label="コードをコピー"');
    expect(ja).toMatch(/<h2[^>]*>脚注<\/h2>/);
    const zh = page('zh/guide/start.html');
    expect(zh).toContain('aria-label="复制代码"');
    expect(zh).toMatch(/<h2[^>]*>脚注<\/h2>/);
    expect(zh).toMatch(/class="rp-container[^"]*"[^>]*>.*?提示/s);
  });

  it('the Japanese 404 page reads in Japanese', () => {
    const notFound = page('ja/404.html');
    expect(notFound).toContain('ページが見つかりません');
    expect(notFound).toContain('ホームに戻る');
    expect(notFound).not.toContain('PAGE NOT FOUND');
    expect(notFound).not.toContain('Take me home');
  });

  it('lists the three languages in the picker, each by its label', () => {
    const ja = page('ja/guide/start.html');
    expect(ja).toContain('aria-label="言語: 日本語"');
    for (const [lang, label] of [
      ['en', 'English'],
      ['zh', '简体中文'],
    ]) {
      expect(ja).toMatch(new RegExp(`hrefLang="${lang}"[^>]*>${label}<|hreflang="${lang}"[^>]*>${label}<`));
    }
  });
});

describe('one language, German, with no locales list', () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await build('one-language');
  }, 180_000);

  it('builds at the root in German UI text, with no warning about it', () => {
    expect(run.ok, run.output).toBe(true);
    expect(run.lines.filter((line) => NO_TEXT.test(line))).toEqual([]);
    expect(readOut(run.outDir, 'guide/start.html')).toContain('AUF DIESER SEITE');
    expect(outExists(run.outDir, 'guide/start.html')).toBe(true);
    expect(outExists(run.outDir, 'de')).toBe(false);
  });

  it('is a German document with no language picker and no alternates', () => {
    const html = readOut(run.outDir, 'guide/start.html');
    expect(html).toMatch(/<html lang="de">/);
    expect(metaContent(html, 'og:locale')).toBe('de_DE');
    expect(headOf(html)).not.toContain('hreflang');
    expect(html).not.toContain('rp-nav-language');
    expect(readOut(run.outDir, '_redirects')).not.toMatch(/\/de\//);
  });
});

// npm run translations on a site whose history makes one Chinese page outdated and leaves one missing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../prerender';
import { readOut, removeOut, ROOT, runScriptCli, tempOutDir, type CliRun } from './helpers';
import { indexedPages } from '../support/search-index-files';

const SITE = {
  siteUrl: 'https://t.test',
  title: 'T',
  locales: [
    {
      lang: 'en',
      sidebar: {
        '/': [
          { text: 'Guide', link: '/guide' },
          { text: 'What is new', link: '/new' },
        ],
      },
    },
    {
      lang: 'zh',
      sidebar: {
        '/zh/': [
          { text: '指南', link: '/zh/guide' },
          { text: '新功能', link: '/zh/new' },
        ],
      },
    },
  ],
};
let dir: string;
let json: CliRun;
let text: CliRun;
let outDir: string;
const buildLines: string[] = [];

const write = (file: string, body: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), body);
};
const git = (args: string[], seconds: number) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], {
    cwd: dir,
    env: { ...process.env, GIT_AUTHOR_DATE: `@${seconds} +0000`, GIT_COMMITTER_DATE: `@${seconds} +0000` },
  });

beforeAll(async () => {
  dir = await tempOutDir('translations');
  const config = JSON.stringify(join(ROOT, 'src/shared/config'));
  write('site.config.ts', `import { defineConfig } from ${config};\nexport default defineConfig(${JSON.stringify(SITE)});\n`);
  for (const file of ['en/index.md', 'en/guide.md', 'zh/index.md', 'zh/guide.md']) write(file, `# ${file}\n`);
  write(
    'en/new.md',
    '# What is new\n\nSee the [guide](/guide) and [its option](./guide.md).\n\n## Watch mode {#watch}\n\nSnapshots are kept.\n',
  );
  write('zh/orphan.md', '# 孤立页面\n');
  git(['init', '-q'], 0);
  git(['add', '.'], 0);
  git(['commit', '-qm', 'Site in two languages'], 1_700_000_000);
  write('en/guide.md', '# guide\n\nA new option.\n');
  git(['commit', '-qam', 'guide: the new option'], 1_700_100_000);
  [json, text] = await Promise.all([
    runScriptCli('scripts/translations.ts', ['--content', dir, '--json']),
    runScriptCli('scripts/translations.ts', ['--content', dir]),
  ]);
  outDir = await tempOutDir('translations-out');
  await buildSite({ root: ROOT, contentDir: dir, outDir, log: (line) => buildLines.push(line) });
}, 180_000);
afterAll(() => (process.env.KEEP_OUT ? console.log(outDir) : Promise.all([removeOut(dir), removeOut(outDir)])));

describe('npm run translations', () => {
  it('--json: one row per page with its state, dates and the commit that made it outdated; totals; exit 0', () => {
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout);
    expect(report.rows.map((row: { translation: string; state: string }) => [row.translation, row.state])).toEqual([
      ['/zh/', 'up-to-date'],
      ['/zh/guide', 'outdated'],
      ['/zh/new', 'missing'],
    ]);
    expect(report.rows[1].outdatedBy).toMatchObject({ subject: 'guide: the new option', date: '2023-11-16T02:00:00.000Z' });
    expect(report.totals).toEqual({ 'up-to-date': 1, outdated: 1, missing: 1, unknown: 0 });
  });

  it('as text: a table with the states and the outdating commit, and the totals', () => {
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/\/zh\/guide\s+outdated\s+2023-11-16\s+2023-11-14\s+[0-9a-f]{8} guide: the new option/);
    expect(text.stdout).toMatch(/\/zh\/new\s+missing/);
    expect(text.stdout).toContain('3 translations: 1 up to date, 1 outdated, 1 missing');
  });
});

describe('the build, on the same history', () => {
  it('warns once about a translation without a source page, naming its file', () => {
    expect(buildLines).toHaveLength(1);
    expect(buildLines[0]).toMatch(/zh\/orphan\.md warning translation \/zh\/orphan has no en source page/);
  });

  it('puts the outdated notice, in Chinese and linking the English page, on the outdated translation only', () => {
    const guide = readOut(outDir, 'zh/guide.html');
    expect(guide).toMatch(/<div class="[^"]*rp-translation-notice" role="note"><p>本页译文可能已过时/);
    expect(guide).toMatch(/<a href="\/guide"[^>]*>查看英文原文<\/a>/);
    // the notice's element, not its text: every Chinese page carries its language's texts in its data
    expect(readOut(outDir, 'zh/index.html')).not.toContain('rp-translation-notice');
    expect(readOut(outDir, 'guide.html')).not.toContain('rp-translation-notice');
  });

  it('writes a missing translation as the English content in Chinese chrome, with a notice linking the English page', () => {
    const page = readOut(outDir, 'zh/new.html');
    expect(page).toMatch(/<html lang="zh">/);
    expect(page).toMatch(
      /<div class="rp-container rp-container-warning rp-translation-notice" role="note"><p>本页尚未翻译[^<]*<!-- --> <a href="\/new">查看英文原文<\/a>/,
    );
    // the content keeps its own language; its links stay on the Chinese site
    expect(page).toMatch(/<div class="rp-doc-content" data-rp-content="" lang="en"><h1 id="what-is-new">What is new<\/h1>/);
    expect(page).toContain('See the <a href="/zh/guide">guide</a> and <a href="/zh/guide">its option</a>.');
    // Chinese sidebar and pager
    expect(page).toMatch(/rel="prev"[^>]*>.*指南/);
    expect(page).toMatch(/aria-label="上一页 \/ 下一页"/);
  });

  it('points search engines at the English page: canonical, hreflang, sitemap, llms.txt', () => {
    const links = (html: string) => html.match(/<link rel="(?:canonical|alternate)"[^>]*>/g);
    expect(links(readOut(outDir, 'zh/new.html'))).toEqual([
      '<link rel="canonical" href="https://t.test/new">',
      '<link rel="alternate" hreflang="en" href="https://t.test/new">',
      '<link rel="alternate" hreflang="x-default" href="https://t.test/new">',
    ]);
    // the English page claims no Chinese alternate
    expect(links(readOut(outDir, 'new.html'))).toEqual(['<link rel="canonical" href="https://t.test/new">']);
    const sitemap = readOut(outDir, 'sitemap.xml');
    expect(sitemap.match(/<loc>https:\/\/t\.test\/(?:zh\/)?new<\/loc>/g)).toEqual(['<loc>https://t.test/new</loc>']);
    expect(sitemap).not.toContain('hreflang="zh" href="https://t.test/zh/new"');
    expect(readOut(outDir, 'zh/llms.txt')).not.toContain('new.md');
  });

  it('lets the language picker of the English page lead to the Chinese one', () => {
    const data = JSON.parse(readOut(outDir, 'new.html').match(/<script id="__RP_PAGE__" type="application\/json">(.*?)<\/script>/s)![1]);
    expect(data.alternates).toEqual([
      { lang: 'en', path: '/new' },
      { lang: 'zh', path: '/zh/new', fallback: true },
    ]);
  });

  it('indexes the page once per language: the English index with the English page, the Chinese one with the Chinese route', () => {
    expect(indexedPages(outDir, 'zh')).toEqual(['/zh/', '/zh/guide', '/zh/new', '/zh/orphan']);
    expect(indexedPages(outDir, 'en')).toEqual(['/', '/guide', '/new']);
  });
});

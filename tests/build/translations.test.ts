// npm run translations on a site whose history makes one Chinese page outdated and leaves one missing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../prerender';
import { readOut, removeOut, ROOT, runScriptCli, tempOutDir, type CliRun } from './helpers';

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
  write(
    'site.config.ts',
    `import { defineConfig } from ${config};\nexport default defineConfig({ siteUrl: 'https://t.test', title: 'T', locales: [{ lang: 'en' }, { lang: 'zh' }] });\n`,
  );
  for (const file of ['en/index.md', 'en/guide.md', 'en/new.md', 'zh/index.md', 'zh/guide.md']) write(file, `# ${file}\n`);
  git(['init', '-q'], 0);
  git(['add', '.'], 0);
  git(['commit', '-qm', 'Site in two languages'], 1_700_000_000);
  write('en/guide.md', '# guide\n\nA new option.\n');
  git(['commit', '-qam', 'guide: the new option'], 1_700_100_000);
  [json, text] = await Promise.all([runScriptCli('scripts/translations.ts', ['--content', dir, '--json']), runScriptCli('scripts/translations.ts', ['--content', dir])]);
  outDir = await tempOutDir('translations-out');
  await buildSite({ root: ROOT, contentDir: dir, outDir, log: (line) => buildLines.push(line) });
}, 180_000);
afterAll(() => Promise.all([removeOut(dir), removeOut(outDir)]));

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
  it('puts the outdated notice, in Chinese and linking the English page, on the outdated translation only', () => {
    expect(buildLines).toEqual([]);
    const guide = readOut(outDir, 'zh/guide.html');
    expect(guide).toContain('本页译文可能已过时');
    expect(guide).toMatch(/<a href="\/guide"[^>]*>查看英文原文<\/a>/);
    expect(readOut(outDir, 'zh/index.html')).not.toContain('本页译文可能已过时');
    expect(readOut(outDir, 'guide.html')).not.toContain('rp-translation-notice');
  });
});

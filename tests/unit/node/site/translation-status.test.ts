import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translationStatus, type GitRunner } from '../../../../src/node/site/translation-status';
import type { RouteEntry } from '../../../../src/shared/types';

const LOCALES = [
  { lang: 'en' as const, langRoutePrefix: '' },
  { lang: 'zh' as const, langRoutePrefix: '/zh' },
];
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'translations-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};
const git = (args: string[], seconds = 0) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], {
    cwd: dir,
    env: { ...process.env, GIT_AUTHOR_DATE: `@${seconds} +0000`, GIT_COMMITTER_DATE: `@${seconds} +0000` },
    encoding: 'utf8',
  });
const route = (path: string, lang: 'en' | 'zh', file: string): RouteEntry => ({
  path,
  lang,
  filePath: join(dir, file),
  version: '',
  relativePath: file,
});
const ROUTES = () => [
  route('/a', 'en', 'en/a.md'),
  route('/b', 'en', 'en/b.md'),
  route('/c', 'en', 'en/c.md'),
  route('/zh/a', 'zh', 'zh/a.md'),
  route('/zh/b', 'zh', 'zh/b.md'),
];

/** en/a, en/b, en/c and zh/a, zh/b; then a real change to en/b and a typo fix marked to skip in en/a. */
function history(): void {
  for (const file of ['en/a.md', 'en/b.md', 'en/c.md', 'zh/a.md', 'zh/b.md']) write(file, `# ${file}\n`);
  git(['init', '-q']);
  git(['add', '.']);
  git(['commit', '-qm', 'Pages in both languages'], 1_000_000);
  write('en/b.md', '# b\n\nA new section.\n');
  git(['commit', '-qam', 'b: document the new option'], 2_000_000);
  write('en/a.md', '# a, fixed\n');
  git(['commit', '-qam', 'a: fix a typo', '-m', '[i18n skip]'], 3_000_000);
}

describe('node/site/translation-status', () => {
  it('up to date, outdated by the first source commit in substance, missing; a marked commit does not count', async () => {
    history();
    const { rows, limitation } = await translationStatus({ routes: ROUTES(), locales: LOCALES, lang: 'en', root: dir });
    expect(limitation).toBeUndefined();
    expect(rows.map((row) => [row.translation, row.state, row.outdatedBy?.subject])).toEqual([
      ['/zh/a', 'up-to-date', undefined],
      ['/zh/b', 'outdated', 'b: document the new option'],
      ['/zh/c', 'missing', undefined],
    ]);
    const b = rows[1];
    expect(b).toMatchObject({
      sourceFile: 'en/b.md',
      translationFile: 'zh/b.md',
      sourceUpdated: new Date(2e9).toISOString(),
      translationUpdated: new Date(1e9).toISOString(),
    });
    expect(b.outdatedBy!.hash).toBe(git(['log', '-1', '--format=%H', '--', 'en/b.md']).trim());
  });

  it('a translation committed after the source change is up to date again', async () => {
    history();
    write('zh/b.md', '# b\n\n新的一节。\n');
    git(['commit', '-qam', 'zh: translate the new section'], 4_000_000);
    const { rows } = await translationStatus({ routes: ROUTES(), locales: LOCALES, lang: 'en', root: dir });
    expect(rows.find((row) => row.translation === '/zh/b')!.state).toBe('up-to-date');
  });

  it('on a shallow clone, or without git, existing translations are unknown with the reason, and missing ones still missing', async () => {
    const shallow: GitRunner = async (args) => (args[0] === 'rev-parse' ? 'true\n' : '');
    const result = await translationStatus({ routes: ROUTES(), locales: LOCALES, lang: 'en', root: dir, git: shallow });
    expect(result.limitation).toMatchObject({ kind: 'shallow', message: expect.stringMatching(/shallow clone/) });
    expect(result.rows.map((row) => row.state)).toEqual(['unknown', 'unknown', 'missing']);
    const none: GitRunner = async () => Promise.reject(new Error('spawn git ENOENT'));
    expect((await translationStatus({ routes: ROUTES(), locales: LOCALES, lang: 'en', root: dir, git: none })).limitation).toMatchObject({
      kind: 'no-history',
    });
  });

  it("pairs each version's pages with their translations in that version", async () => {
    const versioned = (path: string, lang: 'en' | 'zh', file: string, version: string): RouteEntry => ({
      ...route(path, lang, file),
      version,
    });
    const routes = [
      versioned('/v1/a', 'en', 'v1/en/a.md', 'v1'),
      versioned('/v1/b', 'en', 'v1/en/b.md', 'v1'),
      versioned('/v1/zh/a', 'zh', 'v1/zh/a.md', 'v1'),
      versioned('/a', 'en', 'v2/en/a.md', 'v2'),
      versioned('/zh/a', 'zh', 'v2/zh/a.md', 'v2'),
    ];
    const none: GitRunner = async () => Promise.reject(new Error('spawn git ENOENT'));
    const { rows } = await translationStatus({ routes, locales: LOCALES, lang: 'en', root: dir, defaultVersion: 'v2', git: none });
    expect(rows.map((row) => [row.translation, row.state])).toEqual([
      ['/v1/zh/a', 'unknown'],
      ['/v1/zh/b', 'missing'],
      ['/zh/a', 'unknown'],
    ]);
  });
});

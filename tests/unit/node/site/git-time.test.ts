import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastUpdatedTimes, parseGitLog, type GitRunner } from '../../../../src/node/site/git-time';

const projectRoot = resolve(import.meta.dirname, '../../../..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'git-time-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fileWithMtime(name: string, iso: string): string {
  const file = join(dir, name);
  writeFileSync(file, 'x');
  utimesSync(file, new Date(iso), new Date(iso));
  return file;
}

describe('node/git-time', () => {
  it('parses git log output: the newest commit of each path wins', () => {
    const output = '\x00200\n\ncontent/en/a.md\ncontent/en/b.md\n\x00100\n\ncontent/en/a.md\ncontent/en/c.md\n';
    expect(parseGitLog(output)).toEqual(
      new Map([
        ['content/en/a.md', 200],
        ['content/en/b.md', 200],
        ['content/en/c.md', 100],
      ]),
    );
  });

  it('runs ONE git process for all files and uses its times, mtime for the rest', async () => {
    const calls: string[][] = [];
    const git: GitRunner = async (args) => {
      calls.push(args);
      return '\x001700000000\n\nen/a.md\n\x001600000000\n\nen/b.md\nen/a.md\n';
    };
    const untracked = fileWithMtime('c.md', '2024-05-06T07:08:09.000Z');
    const files = [join(dir, 'en/a.md'), 'en/b.md', untracked, join(dir, 'missing.md')];
    const times = await lastUpdatedTimes(files, dir, { git });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('--name-only');
    expect(times).toEqual(
      new Map([
        [join(dir, 'en/a.md'), new Date(1700000000 * 1000).toISOString()],
        ['en/b.md', new Date(1600000000 * 1000).toISOString()],
        [untracked, '2024-05-06T07:08:09.000Z'],
      ]),
    );
  });

  it('falls back to mtime for every file when git is unavailable', async () => {
    const file = fileWithMtime('a.md', '2023-01-02T03:04:05.000Z');
    const git: GitRunner = async () => {
      throw new Error('spawn git ENOENT');
    };
    expect(await lastUpdatedTimes([file], dir, { git })).toEqual(new Map([[file, '2023-01-02T03:04:05.000Z']]));
  });

  it('falls back to mtime outside a repository with the real git', async () => {
    const file = fileWithMtime('a.md', '2022-02-03T04:05:06.000Z');
    expect(await lastUpdatedTimes([file], dir)).toEqual(new Map([[file, '2022-02-03T04:05:06.000Z']]));
  });

  it("a merge that combines changes to a file is that file's last update, as `git log -1` says", async () => {
    const at = (seconds: number) => ({ ...process.env, GIT_AUTHOR_DATE: `@${seconds} +0000`, GIT_COMMITTER_DATE: `@${seconds} +0000` });
    const git = (args: string[], seconds = 0) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], {
        cwd: dir,
        env: at(seconds),
        encoding: 'utf8',
      });
    const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
    git(['init', '-q']);
    write('both.md', 'one\n\n\n\n\n\n\ntwo\n');
    write('side.md', 'side\n');
    git(['add', '.']);
    git(['commit', '-qm', 'start'], 1000);
    git(['checkout', '-qb', 'side']);
    write('both.md', 'one changed on side\n\n\n\n\n\n\ntwo\n');
    write('side.md', 'side changed\n');
    git(['commit', '-qam', 'side'], 2000);
    git(['checkout', '-q', 'main']);
    write('both.md', 'one\n\n\n\n\n\n\ntwo changed on main\n');
    git(['commit', '-qam', 'main'], 3000);
    git(['merge', '-q', '--no-edit', 'side'], 4000);
    const files = ['both.md', 'side.md'];
    const times = await lastUpdatedTimes(files, dir);
    expect(Object.fromEntries(times)).toEqual({
      'both.md': new Date(4000 * 1000).toISOString(),
      'side.md': new Date(2000 * 1000).toISOString(),
    });
    for (const file of files) {
      const seconds = git(['log', '-1', '--format=%ct', '--', file]).trim();
      expect(times.get(file)).toBe(new Date(Number(seconds) * 1000).toISOString());
    }
  });

  it.skipIf(!existsSync(join(projectRoot, '.git')))('agrees with `git log -1` for committed files of this project', async () => {
    const files = ['package.json', 'src/shared/types.ts'].map((f) => join(projectRoot, f));
    const times = await lastUpdatedTimes(files, projectRoot);
    for (const file of files) {
      const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { cwd: projectRoot, encoding: 'utf8' }).trim();
      expect(times.get(file)).toBe(new Date(Number(seconds) * 1000).toISOString());
    }
  });
});

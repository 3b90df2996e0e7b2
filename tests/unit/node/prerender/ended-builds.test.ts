import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning, removeFoldersOfEndedBuilds } from '../../../../src/node/prerender/ended-builds';
import { hasEnded, until } from '../../../support/processes';

let parent: string;
afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe('node/prerender/ended-builds', () => {
  it('removes the folders of a build that was killed, and only those', async () => {
    parent = mkdtempSync(join(tmpdir(), 'ended-builds-'));
    const names = ['pages-999999999-abc', `pages-${process.ppid}-def`, `pages-${process.pid}-ghi`, 'pages-notapid', 'other-999999999-x'];
    for (const name of names) mkdirSync(join(parent, name, 'inside'), { recursive: true });
    await removeFoldersOfEndedBuilds(parent, 'pages-');
    expect(names.filter((name) => existsSync(join(parent, name)))).toEqual([
      `pages-${process.ppid}-def`,
      `pages-${process.pid}-ghi`,
      'pages-notapid',
      'other-999999999-x',
    ]);
  });

  it.runIf(process.platform === 'linux')('a build that ended as a zombie, which nobody reaps, has ended: its folders go', async () => {
    parent = mkdtempSync(join(tmpdir(), 'ended-builds-'));
    // a shell starts a short child, then becomes a process that never reaps it
    const keeper = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => keeper.stdout.once('data', (chunk) => resolve(String(chunk)))));
      await until(() => hasEnded(zombie), 'the short child to end');
      expect(isRunning(zombie)).toBe(false);
      mkdirSync(join(parent, `pages-${zombie}-abc`, 'inside'), { recursive: true });
      await removeFoldersOfEndedBuilds(parent, 'pages-');
      expect(existsSync(join(parent, `pages-${zombie}-abc`))).toBe(false);
    } finally {
      keeper.kill();
    }
  });

  it('a parent that is not there yet is no error', async () => {
    parent = mkdtempSync(join(tmpdir(), 'ended-builds-'));
    await expect(removeFoldersOfEndedBuilds(join(parent, 'missing'), 'pages-')).resolves.toBeUndefined();
  });
});

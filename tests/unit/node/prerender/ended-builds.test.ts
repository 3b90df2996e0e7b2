import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeFoldersOfEndedBuilds } from '../../../../src/node/prerender/ended-builds';

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

  it('a parent that is not there yet is no error', async () => {
    parent = mkdtempSync(join(tmpdir(), 'ended-builds-'));
    await expect(removeFoldersOfEndedBuilds(join(parent, 'missing'), 'pages-')).resolves.toBeUndefined();
  });
});

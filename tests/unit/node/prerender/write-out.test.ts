import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeOut } from '../../../../src/node/prerender/render-routes';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-write-out-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('node/prerender/render-routes writeOut', () => {
  it('creates the folders a file needs, and writes over a file already there', async () => {
    await writeOut(dir, 'guide/start/index.html', '<p>one</p>');
    expect(readFileSync(join(dir, 'guide/start/index.html'), 'utf8')).toBe('<p>one</p>');
    await writeOut(dir, 'guide/start/index.html', Buffer.from('<p>二</p>'));
    expect(readFileSync(join(dir, 'guide/start/index.html'), 'utf8')).toBe('<p>二</p>');
  });

  it('fails as the file system does when the path cannot be a file', async () => {
    await writeOut(dir, 'guide/start/index.html', 'x');
    await expect(writeOut(dir, 'guide/start', 'y')).rejects.toThrow(/EISDIR/);
    await expect(writeOut(dir, 'guide/start/index.html/deeper.html', 'z')).rejects.toThrow(/ENOTDIR|EEXIST/);
  });
});

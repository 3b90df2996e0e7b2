import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPackFile } from '../../../../src/node/prerender/pack-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-pack-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('node/prerender/pack-file', () => {
  it('reads back each text by its name, whether it still waits in memory or is in the file', () => {
    const pack = openPackFile(join(dir, 'pages.pack'));
    const texts = Array.from({ length: 300 }, (_, i) => `${i}: ${'快照 snapshot '.repeat(i * 40)}`);
    texts.forEach((text, i) => pack.write(`${i}.md`, text));
    // the texts went to the file in large pieces, the last ones still wait
    expect(statSync(join(dir, 'pages.pack')).size).toBeGreaterThan(1 << 20);
    expect(pack.read('299.md')).toBe(texts[299]);
    expect(texts.every((text, i) => pack.read(`${i}.md`) === text)).toBe(true);
    expect(pack.read('300.md')).toBeUndefined();
    pack.write('7.md', 'written again');
    expect(pack.read('7.md')).toBe('written again');
    expect(pack.read('8.md')).toBe(texts[8]);
    pack.close();
  });

  it('keeps bytes given as they are, and gives any entry back as text or as its UTF-8 bytes', () => {
    const pack = openPackFile(join(dir, 'pages.pack'));
    const text = '{"value":"快照 \u2028 snapshot 😀"}';
    pack.write('given-bytes.json', Buffer.from(text));
    pack.write('given-text.json', text);
    pack.write('large.json', Buffer.from('x'.repeat(2 << 20)));
    expect(pack.read('given-bytes.json')).toBe(text);
    expect(pack.readBytes('given-text.json')).toEqual(Buffer.from(text));
    expect(pack.readBytes('given-bytes.json')).toEqual(Buffer.from(text));
    expect(pack.readBytes('large.json')?.length).toBe(2 << 20);
    expect(pack.readBytes('missing.json')).toBeUndefined();
    pack.close();
  });

  it('empties a file left by an earlier build', () => {
    const first = openPackFile(join(dir, 'pages.pack'));
    first.write('a', 'x'.repeat(2 << 20));
    first.read('a');
    first.close();
    const second = openPackFile(join(dir, 'pages.pack'));
    expect(second.read('a')).toBeUndefined();
    expect(statSync(join(dir, 'pages.pack')).size).toBe(0);
    second.close();
  });

  it("is this user's alone (mode 600): it holds pages not published yet", () => {
    openPackFile(join(dir, 'pages.pack')).close();
    expect(statSync(join(dir, 'pages.pack')).mode & 0o777).toBe(0o600);
  });
});

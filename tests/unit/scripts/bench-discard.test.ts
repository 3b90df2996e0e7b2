import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discard, discardInto } from '../../../scripts/bench-discard';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-discard-'));
});
afterEach(() => {
  discardInto(undefined);
  rmSync(dir, { recursive: true, force: true });
});

/** A folder with a file in a subfolder, as a build's output has. */
function output(name: string): string {
  const folder = join(dir, name);
  mkdirSync(join(folder, 'search'), { recursive: true });
  writeFileSync(join(folder, 'search/t0.json'), name);
  return folder;
}

describe('scripts/bench-discard', () => {
  it('removes a folder at once when no discard folder is set', () => {
    const out = output('site-paired');
    discard(out);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('moves folders aside, whole and apart, while a discard folder is set: nothing is freed until that folder goes', () => {
    const aside = join(dir, 'discarded');
    discardInto(aside);
    const first = output('site-paired');
    discard(first);
    // the same path used again, as the bench's next paired build does
    const second = output('site-paired');
    discard(second);
    expect(existsSync(first)).toBe(false);
    const kept = readdirSync(aside).map((name) => readFileSync(join(aside, name, 'search/t0.json'), 'utf8'));
    expect(kept).toEqual(['site-paired', 'site-paired']);
    expect(readdirSync(aside)).toHaveLength(2);
  });

  it('takes a path that is not there as already discarded', () => {
    discardInto(join(dir, 'discarded'));
    expect(() => discard(join(dir, 'never-built'))).not.toThrow();
    discardInto(undefined);
    expect(() => discard(join(dir, 'never-built'))).not.toThrow();
  });
});

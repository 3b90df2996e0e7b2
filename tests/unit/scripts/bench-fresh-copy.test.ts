import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFreshCopy, type FreshCopy } from '../../../scripts/bench-fresh-copy';

let dir: string;
let checkout: string;
let copy: FreshCopy | undefined;

function write(file: string, text = file): void {
  mkdirSync(dirname(join(checkout, file)), { recursive: true });
  writeFileSync(join(checkout, file), text);
}

/** A checkout with sources, an installed package and every store quire and Vite keep. */
const CHECKOUT_FILES = [
  'bin/quire.mjs',
  'cli.ts',
  'content/site.config.ts',
  'src/node/a.ts',
  'node_modules/vite/package.json',
  'node_modules/vite/bin/vite.js',
  '.vite/scripts/cli.mjs',
  '.vite/site-config/key/site.config.mjs',
  'node_modules/.vite/deps/react.js',
  'node_modules/.vite-temp/config.mjs',
  'node_modules/.cache/quire/dev-pages/page',
  'dist/index.html',
  '.git',
];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-fresh-copy-'));
  checkout = join(dir, 'checkout');
  for (const file of CHECKOUT_FILES) write(file);
  mkdirSync(join(checkout, 'node_modules/.bin'));
  symlinkSync('../vite/bin/vite.js', join(checkout, 'node_modules/.bin/vite'));
});

afterEach(() => {
  copy?.remove();
  copy = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('scripts/bench-fresh-copy', () => {
  it('copies the sources and the installed packages, and none of the stores', () => {
    copy = makeFreshCopy(checkout, join(dir, 'work'));
    const present = CHECKOUT_FILES.filter((file) => existsSync(join(copy!.root, file)));
    expect(present).toEqual([
      'bin/quire.mjs',
      'cli.ts',
      'content/site.config.ts',
      'src/node/a.ts',
      'node_modules/vite/package.json',
      'node_modules/vite/bin/vite.js',
    ]);
  });

  it('links the packages rather than copying them, and a package link points inside the copy', () => {
    copy = makeFreshCopy(checkout, join(dir, 'work'));
    const file = 'node_modules/vite/package.json';
    expect(statSync(join(copy.root, file)).ino).toBe(statSync(join(checkout, file)).ino);
    expect(realpathSync(join(copy.root, 'node_modules/.bin/vite'))).toBe(realpathSync(join(copy.root, 'node_modules/vite/bin/vite.js')));
  });

  it('gives commands run in the copy a temporary folder inside it', () => {
    copy = makeFreshCopy(checkout, join(dir, 'work'));
    expect(copy.env.TMPDIR).toBe(join(copy.root, '.tmp'));
    expect(statSync(copy.env.TMPDIR!).isDirectory()).toBe(true);
  });

  it("leaves the checkout's files, its stores included, as they were when the copy is removed", () => {
    copy = makeFreshCopy(checkout, join(dir, 'work'));
    writeFileSync(join(copy.root, 'content/site.config.ts'), 'edited in the copy');
    copy.remove();
    expect(existsSync(copy.root)).toBe(false);
    copy = undefined;
    for (const file of CHECKOUT_FILES) expect(readFileSync(join(checkout, file), 'utf8'), file).toBe(file);
  });
});

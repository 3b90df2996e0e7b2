/**
 * scripts/dev-watch.mjs (`npm run dev`, `npm run docs:dev`), run in a copy of the generator
 * (scripts/bench-fresh-copy.ts) on a small fixture: an edit of a theme source shows on the served
 * page without a restart by hand, on the same port; a source that does not build leaves the
 * running server as it was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreshCopy, type FreshCopy } from '../../scripts/bench-fresh-copy';
import { ROOT, startServing, type ServingProcess } from './helpers';

const LOCALE_TEXTS = 'src/shared/locale-text.ts';
const DOC_LAYOUT = 'src/client/theme/doc/DocLayout.tsx';

let copy: FreshCopy;
let serving: ServingProcess;

beforeAll(async () => {
  copy = makeFreshCopy(ROOT, join(tmpdir(), 'quire-dev-watch'));
  const args = ['scripts/dev-watch.mjs', '--content', 'tests/fixtures/page-head/content', '--port', '0'];
  serving = await startServing(process.execPath, args, { cwd: copy.root, env: copy.env });
}, 120_000);

afterAll(() => {
  serving?.stop();
  copy?.remove();
});

const pageHtml = async () => {
  try {
    return await (await fetch(new URL('guide/plain', serving.url))).text();
  } catch {
    return '';
  }
};

/** Edit a file of the copy: `from` must be in it. */
function edit(file: string, from: string, to: string): void {
  const path = join(copy.root, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

describe('scripts/dev-watch.mjs', () => {
  it('serves the edited theme after an edit of its source, on the same port', { timeout: 240_000 }, async () => {
    await expect.poll(pageHtml, { timeout: 60_000 }).toContain('Next page');
    edit(LOCALE_TEXTS, "nextPageText: 'Next page'", "nextPageText: 'Onward page'");
    await expect.poll(pageHtml, { timeout: 180_000, interval: 500 }).toContain('Onward page');
    expect(serving.output()).toMatch(/dev-watch: theme sources changed: package rebuilt, dev server restarted on port \d+/);
  });

  it('a source that does not build prints the error and leaves the server running', { timeout: 240_000 }, async () => {
    edit(DOC_LAYOUT, 'export function', 'export function (');
    await expect.poll(() => serving.output(), { timeout: 180_000, interval: 500 }).toContain('the package build failed');
    expect(await pageHtml()).toContain('Onward page');
  });
});

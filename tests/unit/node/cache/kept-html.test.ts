// npm run dev: the HTML a dev server answered, kept for the next one.
import { describe, expect, it } from 'vitest';
import type { Kept } from '../../../../src/node/cache/build-cache';
import { keptHtml, type KeptHtmlKey } from '../../../../src/node/cache/kept-html';
import type { RouteEntry } from '../../../../src/shared/types';

/** Kept values in memory, as the build cache keeps them on disk. */
function memoryKept(): Kept<string> & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    read: async (inputs) => entries.get(JSON.stringify(inputs)),
    write: async (inputs, value) => void entries.set(JSON.stringify(inputs), value),
  };
}

const routes: RouteEntry[] = [
  { path: '/guide/a', filePath: '/c/en/guide/a.md', lang: 'en', version: '', relativePath: 'en/guide/a.md' },
  { path: '/zh/guide/a', filePath: '/c/zh/guide/a.md', lang: 'zh', version: '', relativePath: 'zh/guide/a.md' },
];
const key = (over: Partial<KeptHtmlKey> = {}): KeptHtmlKey => ({ url: '/guide/a', source: '# A\n', mtimeMs: 1000, routes, ...over });

describe('keptHtml', () => {
  it('finds a page’s HTML under the same URL, file text and time, and route table, and under no other', async () => {
    const html = keptHtml(memoryKept());
    await html.write(key(), '<p>A</p>');
    expect(await html.read(key())).toBe('<p>A</p>');
    expect(await html.read(key({ routes: [...routes] }))).toBe('<p>A</p>');
    expect(await html.read(key({ url: '/zh/guide/a' }))).toBeUndefined();
    expect(await html.read(key({ source: '# A, edited\n' }))).toBeUndefined();
    expect(await html.read(key({ mtimeMs: 2000 }))).toBeUndefined();
    expect(await html.read(key({ routes: routes.slice(0, 1) }))).toBeUndefined();
  });

  it('ends a second write of the same page and HTML only once the first has reached the disk', async () => {
    const store = memoryKept();
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const html = keptHtml({ ...store, write: async (inputs, value) => held.then(() => store.write(inputs, value)) });
    void html.write(key(), '<p>A</p>');
    let secondEnded = false;
    const second = html.write(key(), '<p>A</p>').then(() => (secondEnded = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondEnded).toBe(false);
    finish();
    await second;
    expect(await html.read(key())).toBe('<p>A</p>');
  });
});

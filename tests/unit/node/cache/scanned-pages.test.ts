import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBuildCache } from '../../../../src/node/cache/build-cache';
import { scannedPages, SETTLED_MS, type ScannedPagesEntry } from '../../../../src/node/cache/scanned-pages';
import { readPageMeta } from '../../../../src/node/site/page-meta';
import { scanContent } from '../../../../src/node/site/scan';
import { resolveConfig } from '../../../../src/shared/config';

const ROOT = resolve(import.meta.dirname, '../../../..');
const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }, { lang: 'zh' }] });

let dir: string;
let content: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'scanned-pages-'));
  content = join(dir, 'content');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string): void {
  const full = join(content, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** Each start as a dev server makes it: the cache opened anew, the files read counted. */
function start({ now = Date.now() + 10 * SETTLED_MS } = {}) {
  const read: string[] = [];
  const written: unknown[] = [];
  let cache: ReturnType<typeof openBuildCache>;
  const store = scannedPages(
    () => {
      cache ??= openBuildCache(join(dir, 'cache'), { root: ROOT, contentDir: content, site }, () => {});
      const entries = cache!.keptNow<ScannedPagesEntry>('scanned-pages');
      return { read: entries.read, write: (inputs, value) => (written.push(value), entries.write(inputs, value)) };
    },
    {
      contentDir: content,
      now: () => now,
      readFromFile: (file) => (read.push(file.slice(content.length + 1)), readPageMeta(readFileSync(file, 'utf8'))),
    },
  );
  const scan = async () => {
    const result = scanContent({ root: content, site, projectRoot: dir, drafts: true, readMeta: (file) => store.read(file) });
    await store.keep();
    return result;
  };
  return { scan, read, written };
}

/** The scan of every file, as a build makes it. */
const fullScan = () => scanContent({ root: content, site, projectRoot: dir, drafts: true });

describe('node/cache/scanned-pages', () => {
  beforeEach(() => {
    write('en/index.md', '---\ntitle: Home\n---\n');
    write('en/guide/a.md', '---\nsidebar_position: 2\ntitle: Aaa\n---\n# A\n');
    write('en/guide/b.md', '# Bee\n');
    write('zh/guide/b.md', '---\nslug: nope?\n---\n# Bee\n');
  });

  it('a next start reads no page file when none changed, writes nothing, and scans as a full scan does', async () => {
    const first = await start().scan();
    expect(first).toEqual(fullScan());
    const next = start();
    expect(await next.scan()).toEqual(fullScan());
    expect(next.read).toEqual([]);
    expect(next.written).toEqual([]);
  });

  it('a slug no route can be is reported on every start, not only on the one that read the file', async () => {
    const message = (result: ReturnType<typeof fullScan>) => result.diagnostics.map((d) => `${d.file}: ${d.message}`);
    expect(message(await start().scan())).toEqual([expect.stringMatching(/^content\/zh\/guide\/b\.md: slug: "nope\?" cannot be a route/)]);
    const next = start();
    expect(message(await next.scan())).toEqual(message(fullScan()));
    expect(message(fullScan())).toHaveLength(1);
    expect(next.read).toEqual([]);
  });

  it('a file edited to the same size and given back its modification time is read again', async () => {
    const file = join(content, 'en/guide/a.md');
    // a whole second: the time the edit below gets back is the very same
    const second = Math.floor(Date.now() / 1000) - 60;
    utimesSync(file, second, second);
    await start().scan();
    write('en/guide/a.md', '---\nsidebar_position: 3\ntitle: Aab\n---\n# A\n');
    utimesSync(file, second, second);
    expect(statSync(file).mtimeMs).toBe(second * 1000);
    const next = start();
    const result = await next.scan();
    expect(next.read).toEqual(['en/guide/a.md']);
    expect(result.pages.get(file)).toMatchObject({ title: 'Aab', sidebarPosition: 3 });
    expect(result).toEqual(fullScan());
  });

  it('a file added, one removed and one renamed are scanned as they are now, and the next start reads none of them again', async () => {
    await start().scan();
    write('en/guide/c.md', '# Sea\n');
    rmSync(join(content, 'en/index.md'));
    renameSync(join(content, 'en/guide/b.md'), join(content, 'en/guide/bee.md'));
    const next = start();
    expect(await next.scan()).toEqual(fullScan());
    expect(next.read.sort()).toEqual(['en/guide/bee.md', 'en/guide/c.md']);
    // the files gone leave the kept entry
    expect(Object.keys((next.written.at(-1) as ScannedPagesEntry).files).sort()).toEqual([
      'en/guide/a.md',
      'en/guide/bee.md',
      'en/guide/c.md',
      'zh/guide/b.md',
    ]);
    const after = start();
    expect(await after.scan()).toEqual(fullScan());
    expect(after.read).toEqual([]);
  });

  it('a file removed, and nothing else changed, leaves the kept entry', async () => {
    await start().scan();
    rmSync(join(content, 'en/index.md'));
    const next = start();
    expect(await next.scan()).toEqual(fullScan());
    expect(next.read).toEqual([]);
    expect(next.written.map((entry) => Object.keys((entry as ScannedPagesEntry).files).sort())).toEqual([
      ['en/guide/a.md', 'en/guide/b.md', 'zh/guide/b.md'],
    ]);
  });

  it('a file whose front matter became invalid reads as the full scan reads it, on this start and the next', async () => {
    await start().scan();
    write('en/guide/a.md', '---\ntitle: [unclosed\n---\n# A\n');
    const next = start();
    expect(await next.scan()).toEqual(fullScan());
    expect(next.read).toEqual(['en/guide/a.md']);
    expect(await start().scan()).toEqual(fullScan());
  });

  it('files changed just before they were read are not kept (a write in the same clock tick keeps the time): the next start reads them again', async () => {
    const changed = statSync(join(content, 'en/guide/a.md')).ctimeMs;
    await start({ now: changed + SETTLED_MS / 2 }).scan();
    const next = start();
    await next.scan();
    expect(next.read.sort()).toEqual(['en/guide/a.md', 'en/guide/b.md', 'en/index.md', 'zh/guide/b.md']);
  });
});

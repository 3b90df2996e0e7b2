import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { laterContentWatch } from '../../../../src/node/dev/content-watch';
import type { RouteEntry } from '../../../../src/shared/types';

let contentDir: string;
beforeEach(() => {
  contentDir = mkdtempSync(join(tmpdir(), 'rp-content-watch-'));
  mkdirSync(join(contentDir, 'en/guide'), { recursive: true });
  for (const page of ['index.md', 'guide/a.md', 'guide/b.md']) writeFileSync(join(contentDir, 'en', page), `# ${page}\n`);
  writeFileSync(join(contentDir, 'site.config.ts'), 'export default {};\n');
  // written well before the server starts: file times and the clock move in different steps
  const before = Date.now() / 1000 - 60;
  for (const file of ['en/index.md', 'en/guide/a.md', 'en/guide/b.md', 'site.config.ts'])
    utimesSync(join(contentDir, file), before, before);
});
afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

const page = (rel: string) => join(contentDir, 'en', rel);
const site = () => ({ contentDir, routes: ['index.md', 'guide/a.md', 'guide/b.md'].map((rel) => ({ filePath: page(rel) }) as RouteEntry) });

/** A Vite server whose watcher records what it is asked to watch and what it tells, and covers what it was given at once. */
function fakeServer() {
  const added: string[] = [];
  const told: [string, string][] = [];
  const watched: Record<string, string[]> = {};
  const watcher = {
    add(dirs: string | string[]) {
      added.push(...[dirs].flat());
      watched[join(contentDir, 'en')] = ['index.md', 'guide'];
      watched[join(contentDir, 'en/guide')] = ['a.md', 'c.md'];
    },
    getWatched: () => watched,
    emit: (event: string, file: string) => told.push([event, file.slice(contentDir.length + 1)]),
  };
  const warnings: string[] = [];
  return {
    server: { watcher, config: { logger: { warn: (line: string) => warnings.push(line) } } } as unknown as ViteDevServer,
    added,
    told,
    warnings,
  };
}

/** Let the watch look whether the watcher covers the pages, and tell what changed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('dev: the content folder watched once a page has loaded', () => {
  it('skips the content folder until it starts, then watches it', async () => {
    const watch = laterContentWatch(site());
    expect(watch.skips(page('guide/a.md'))).toBe(true);
    expect(watch.skips(join(contentDir, '..', 'elsewhere.md'))).toBe(false);
    const { server, added } = fakeServer();
    watch.start(server);
    watch.start(server);
    expect(added).toEqual([contentDir]);
    expect(watch.skips(page('guide/a.md'))).toBe(false);
    await settle();
  });

  it('skips the sources it is given until it starts, then watches them with the content folder', async () => {
    const sources = join(contentDir, '..', 'generator-src');
    const css = join(contentDir, 'theme');
    const watch = laterContentWatch(site(), [sources, css]);
    expect(watch.skips(join(sources, 'client/app.tsx'))).toBe(true);
    expect(watch.skips(sources)).toBe(true);
    expect(watch.skips(`${sources}-other/file.ts`)).toBe(false);
    const { server, added } = fakeServer();
    watch.start(server);
    // a folder inside the content folder is watched with it
    expect(added).toEqual([contentDir, sources]);
    expect(watch.skips(join(sources, 'client/app.tsx'))).toBe(false);
    await settle();
  });

  it('a content folder gone by the time it is looked at is a warning, not a crash', async () => {
    const watch = laterContentWatch(site());
    const { server, told, warnings } = fakeServer();
    rmSync(contentDir, { recursive: true, force: true });
    watch.start(server);
    await settle();
    expect(told).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^warning watch: could not look for files changed .*ENOENT/)]);
  });

  it('tells what changed before the watcher reached it: an edited file, a new page, a deleted page', async () => {
    const watch = laterContentWatch(site());
    const later = Date.now() / 1000 + 60;
    writeFileSync(page('guide/a.md'), '# A, edited\n');
    utimesSync(page('guide/a.md'), later, later);
    writeFileSync(page('guide/c.md'), '# C\n');
    utimesSync(page('guide/c.md'), later, later);
    rmSync(page('guide/b.md'));
    const { server, told } = fakeServer();
    watch.start(server);
    await settle();
    expect(told.sort()).toEqual([
      ['add', 'en/guide/c.md'],
      ['change', 'en/guide/a.md'],
      ['unlink', 'en/guide/b.md'],
    ]);
  });

  it('tells nothing when nothing changed', async () => {
    const watch = laterContentWatch(site());
    const { server, told } = fakeServer();
    watch.start(server);
    await settle();
    expect(told).toEqual([]);
  });
});

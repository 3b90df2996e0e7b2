import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDevSite } from '../../../../src/node/dev/dev-site';
import { createSiteState } from '../../../../src/node/site/create-site-state';

const ROOT = resolve(import.meta.dirname, '../../../..');

let dir: string;
let contentDir: string;
let cacheDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dev-site-'));
  contentDir = join(dir, 'content');
  cacheDir = join(dir, 'cache');
  cpSync(join(ROOT, 'tests/fixtures/dev-site/content'), contentDir, { recursive: true });
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

const config = async () => (await import(join(contentDir, 'site.config.ts'))).default as unknown;
/** The text of the kept scan entries in the cache folder. */
const keptScans = () => {
  const folder = join(cacheDir, 'scanned-pages');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return files.map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
};

describe('dev/dev-site', () => {
  it("keeps its scan's reads in the cache folder, and the next dev site scans as a full scan does after an edit", async () => {
    // the pages were copied just now: a clock a minute on, so that they count as settled and are kept
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const first = createDevSite({ root: ROOT, contentDir, config: await config(), pageCacheDir: cacheDir });
    await expect.poll(keptScans).toEqual([expect.stringContaining('"en/guide/a.md"')]);
    await first.closeCaches();
    writeFileSync(join(contentDir, 'en/guide/b.md'), '---\nslug: /bee\ntitle: Bee\n---\n# B\n');
    const next = createDevSite({ root: ROOT, contentDir, config: await config(), pageCacheDir: cacheDir });
    const full = createSiteState(await config(), { root: ROOT, contentDir, drafts: true });
    expect(next.state.routes).toEqual(full.routes);
    expect(next.state.routes.map((route) => route.path)).toContain('/bee');
    expect(next.state.site).toEqual(full.site);
    await next.closeCaches();
  });

  it("leaves the content folder and the generator's sources to the watcher until the first page has loaded", async () => {
    const site = createDevSite({ root: ROOT, contentDir, config: await config() });
    expect(site.contentWatch.skips(join(contentDir, 'en/guide/a.md'))).toBe(true);
    expect(site.contentWatch.skips(join(ROOT, 'src/client/app.tsx'))).toBe(true);
    expect(site.contentWatch.skips(join(ROOT, 'client-entry.tsx'))).toBe(true);
    expect(site.contentWatch.skips(join(ROOT, 'package.json'))).toBe(false);
    await site.closeCaches();
  });

  it('without a cache folder (--no-cache) scans every file and keeps nothing', async () => {
    const site = createDevSite({ root: ROOT, contentDir, config: await config() });
    expect(site.state.routes).toEqual(createSiteState(await config(), { root: ROOT, contentDir, drafts: true }).routes);
    await site.closeCaches();
    expect(existsSync(cacheDir)).toBe(false);
  });
});

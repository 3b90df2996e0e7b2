import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBuildCache } from '../../../../src/node/cache/build-cache';
import { openOutDir } from '../../../../src/node/prerender/out-dir';
import { writeSearchIndex, type PageSearchSource, type SearchCache } from '../../../../src/node/prerender/search-step';
import type { PageSearchParts } from '../../../../src/node/search/search-records';
import type { SiteState } from '../../../../src/node/site/site-state';
import { resolveConfig } from '../../../../src/shared/config';
import type { Lang, SearchRecord } from '../../../../src/shared/types';
import { decodePostings } from '../../../../src/shared/search-index-codec';
import { assembledHere, AssemblyThreadGone, type IndexAssemblyOf } from '../../../../src/node/search/index-assembly';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-search-step-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const site = resolveConfig({
  siteUrl: 'https://docs.test',
  title: 'Docs',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});
const state = { site } as SiteState;

function partsOf(lang: Lang, routePath: string, text: string, links: [target: string, text: string][] = []): PageSearchParts {
  const url = `https://docs.test${routePath}`;
  const hierarchy = { lvl0: 'Guide', lvl1: routePath, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const records: SearchRecord[] = [
    { objectID: `${routePath}:0`, url, type: 'lvl1', hierarchy, content: null, lang },
    { objectID: `${routePath}:1`, url, type: 'content', hierarchy, content: text, lang },
  ];
  return { lang, routePath, records, linkDescriptions: links.map(([target, said]) => ({ target, text: said })) };
}

/** Pages whose parts are read through `read`, which counts what was read; keyed by their text, as the build keys them by what they are made of. */
function sourcesOf(parts: PageSearchParts[], read: string[], keyed = true): PageSearchSource[] {
  return parts.map((p) => ({
    lang: p.lang,
    routePath: p.routePath,
    key: keyed ? JSON.stringify(p) : undefined,
    parts: async () => (read.push(p.routePath), { json: JSON.stringify(p) }),
  }));
}

const SITE: PageSearchParts[] = [
  partsOf('en', '/a', 'Snapshots are written next to the test.', [['/b', 'retry: rerun failed tests']]),
  partsOf('en', '/b', 'Retry a failed test.'),
  partsOf('en', '/c', 'Timers and mocks.'),
  partsOf('zh', '/zh/a', '更新快照文件。', [['/zh/b', '重试失败的测试']]),
  partsOf('zh', '/zh/b', '重试失败的测试。'),
];

let builds = 0;
/** The index files a build writes, by name, and the parts it read. */
async function build(parts: PageSearchParts[], cache?: SearchCache, assemblyOf?: IndexAssemblyOf) {
  const outDir = join(dir, `out-${++builds}`);
  const read: string[] = [];
  const meta = await writeSearchIndex(state, { outDir, pages: sourcesOf(parts, read, cache !== undefined), cache, assemblyOf });
  const root = join(outDir, 'search');
  const files = Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(root.length + 1), readFileSync(path, 'utf8')];
      }),
  );
  return { meta, files, read };
}

function searchCache(): SearchCache {
  const cache = openBuildCache(join(dir, 'cache'), { root: dir, contentDir: dir, site }, () => {})!;
  return { files: cache.bytes('search'), shares: cache.keptTexts('search-pages'), links: cache.kept('search-links') };
}

describe('node/prerender/search-step', () => {
  it("indexes again only an edited page's parts, and writes what a build without the cache writes", async () => {
    const cache = searchCache();
    // every page for what its links say, then for its share of the index
    expect((await build(SITE, cache)).read.sort()).toEqual(['/a', '/a', '/b', '/b', '/c', '/c', '/zh/a', '/zh/a', '/zh/b', '/zh/b']);
    const edited = SITE.map((p) => (p.routePath === '/c' ? partsOf('en', '/c', 'Fake timers and mocks.') : p));
    const rebuilt = await build(edited, cache);
    expect(rebuilt.read).toEqual(['/c', '/c']);
    const cold = await build(edited);
    expect(rebuilt.files).toEqual(cold.files);
    expect(rebuilt.meta).toBe(cold.meta);
    // nothing changed: each language's file comes whole from the cache
    expect((await build(edited, cache)).read).toEqual([]);
  });

  it('indexes again a page whose mentions changed on another page, and only those two', async () => {
    const cache = searchCache();
    await build(SITE, cache);
    const edited = SITE.map((p) =>
      p.routePath === '/a' ? partsOf('en', '/a', 'Snapshots are written next to the test.', [['/b', 'retry: run failed tests again']]) : p,
    );
    const rebuilt = await build(edited, cache);
    // /a for what its links say, then /a and /b for their shares of the index
    expect(rebuilt.read).toEqual(['/a', '/a', '/b']);
    const cold = await build(edited);
    expect(rebuilt.files).toEqual(cold.files);
    // the mention's words are terms of /b's page record (field 2 of record 0 of page 1)
    const terms = Object.assign(
      {},
      ...Object.entries(rebuilt.files)
        .filter(([name]) => /\/t[0-9a-z]+\.json$/.test(name))
        .map(([, text]) => (JSON.parse(text) as { terms: object }).terms),
    ) as Record<string, [number, string]>;
    expect(decodePostings(terms.again[1])).toMatchObject([{ page: 1, record: 0, field: 2 }]);
    expect(terms.rerun).toBeUndefined();
  });

  it("a build into the last one's out dir links the pieces whose bytes did not change, and writes the others", async () => {
    const outDir = join(dir, 'published');
    const publish = async (parts: PageSearchParts[]) => {
      const out = await openOutDir(outDir);
      await writeSearchIndex(state, { outDir: out.stage, pages: sourcesOf(parts, []), out });
      await out.publish();
    };
    /** each published piece's inode, by its name in its language's folder */
    const inodes = (lang: Lang) => {
      const folder = readdirSync(join(outDir, 'search')).find((name) => name.startsWith(`${lang}.`) && !name.endsWith('.json'))!;
      const names = readdirSync(join(outDir, 'search', folder));
      return new Map(names.map((name) => [name, statSync(join(outDir, 'search', folder, name)).ino]));
    };
    await publish(SITE);
    const [en, zh] = [inodes('en'), inodes('zh')];
    const edited = SITE.map((p) => (p.routePath === '/c' ? partsOf('en', '/c', 'Fake timers and mocks.') : p));
    await publish(edited);
    const [enAfter, zhAfter] = [inodes('en'), inodes('zh')];
    // Chinese did not change: its folder stayed as it was
    expect(zhAfter).toEqual(zh);
    // English: the fragments of the pages not edited are the last build's files, the rest written anew
    const same = [...enAfter].filter(([name, inode]) => en.get(name) === inode).map(([name]) => name);
    expect(same.sort()).toEqual(['f0-0.json', 'f1-0.json']);
    // and the files are those a build into an empty folder writes
    const published = Object.fromEntries(
      readdirSync(join(outDir, 'search'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => [
          relative(join(outDir, 'search'), join(entry.parentPath, entry.name)),
          readFileSync(join(entry.parentPath, entry.name), 'utf8'),
        ]),
    );
    expect(published).toEqual((await build(edited)).files);
  });

  it('a damaged entry of the shares or the links is read as none: every page is indexed again, the same file', async () => {
    const cache = searchCache();
    const first = await build(SITE, cache);
    const entries = readdirSync(join(dir, 'cache'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    for (const entry of entries) {
      const file = join(entry.parentPath, entry.name);
      if (!/search-(pages|links)/.test(file)) continue;
      const [header, body] = readFileSync(file, 'utf8').split(/\n(.*)/s);
      // still JSON when garbled: the checksum has to find it
      writeFileSync(file, `${header}\n${body.replaceAll('"docs"', '"dOcs"').replaceAll('"text"', '"texT"')}`);
    }
    const edited = SITE.map((p) => (p.routePath === '/c' ? partsOf('en', '/c', 'Fake timers.') : p));
    const rebuilt = await build(edited, cache);
    expect(rebuilt.read.sort()).toEqual(['/a', '/a', '/b', '/b', '/c', '/c', '/zh/a', '/zh/b']);
    expect(rebuilt.files).toEqual((await build(edited)).files);
    expect(Object.values(rebuilt.files).join('')).toContain('Snapshot');
    expect(first.files).not.toEqual(rebuilt.files);
  });

  describe('where each index is made', () => {
    /** Indexes made here, but every step of `lang`'s fails with `error`. */
    const failingOn = (lang: string, error: () => Error): IndexAssemblyOf => {
      return (start) => {
        const assembly = assembledHere(start);
        if (start.lang !== lang) return assembly;
        return { add: async () => Promise.reject(error()), finish: async () => Promise.reject(error()) };
      };
    };

    it('a language whose thread is gone is made here again: the files of a build made here, its shares kept', async () => {
      const cache = searchCache();
      const made = await build(
        SITE,
        cache,
        failingOn('zh', () => new AssemblyThreadGone('the worker exited with code 1')),
      );
      expect(made.files).toEqual((await build(SITE)).files);
      // the shares of the index made again are kept: the next build indexes only the page edited
      const edited = SITE.map((p) => (p.routePath === '/zh/b' ? partsOf('zh', '/zh/b', '重试失败的测试，最多三次。') : p));
      expect((await build(edited, cache)).read).toEqual(['/zh/b', '/zh/b']);
    });

    it('a thread gone while the next pages are still being read is met once they are read, not left unhandled', async () => {
      // more pages than one batch, each read after a turn of the event loop, as from disk
      const many = Array.from({ length: 80 }, (_, i) => partsOf('en', `/p${i}`, `Page ${i} about snapshots.`));
      const slow: PageSearchSource[] = many.map((p) => ({
        lang: p.lang,
        routePath: p.routePath,
        parts: () => new Promise((done) => setTimeout(() => done({ json: JSON.stringify(p) }), 1)),
      }));
      const gone: IndexAssemblyOf = () => ({
        add: () => Promise.reject(new AssemblyThreadGone('the worker exited with code 1')),
        finish: () => Promise.reject(new AssemblyThreadGone('the worker exited with code 1')),
      });
      const unhandled: unknown[] = [];
      const note = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', note);
      try {
        const build = (assemblyOf?: IndexAssemblyOf) =>
          writeSearchIndex(state, { outDir: join(dir, `slow-${++builds}`), pages: slow, assemblyOf });
        expect(await build(gone)).toBe(await build());
      } finally {
        process.off('unhandledRejection', note);
      }
      expect(unhandled).toEqual([]);
    });

    it('an error met making an index stops the step with that error', async () => {
      await expect(
        build(
          SITE,
          undefined,
          failingOn('en', () => new Error('unexpected token in the parts')),
        ),
      ).rejects.toThrow('unexpected token in the parts');
    });
  });
});

// Content files removed while a build runs (tests/fixtures/removed-files, copied): each is an error
// naming the file, and the build stops once with the count, never with an exception of the file
// system. The build's steps are called in order, with the file removed between two of them.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildFailure } from '../../prerender';
import { asProductionBuild, buildClient, buildServer } from '../../src/node/prerender/bundles';
import { compileAndCheck } from '../../src/node/prerender/compile-pages';
import { openOutDir } from '../../src/node/prerender/out-dir';
import { builtPageLoader, createPageDataSource } from '../../src/node/prerender/page-data';
import { writePageChunks } from '../../src/node/prerender/page-chunks';
import { loadSite } from '../../src/node/prerender/load-site';
import { BUILD_WORK_DIR, createPageStore, type PageStore } from '../../src/node/prerender/page-store';
import { fixtureContent, removeOut, ROOT, tempOutDir } from './helpers';

/** Copies live two folders below this one, as the fixtures do, so that the config's import of the generator resolves. */
const COPIES = join(ROOT, '.vite/removed-files');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map(removeOut)));

let contentDir: string;
let outDir: string;
let lines: string[];
let store: PageStore;
const log = (line: string) => lines.push(line);
/** A file of the copy as the build names it: relative to the folder the command runs in. */
const shown = (file: string) => relative(process.cwd(), join(contentDir, file));
const removed = (file: string) => `${shown(file)} error removed-file the file was removed while the build read it`;

beforeEach(async () => {
  mkdirSync(COPIES, { recursive: true });
  const copy = mkdtempSync(join(COPIES, 'site-'));
  dirs.push(copy);
  contentDir = join(copy, 'content');
  cpSync(fixtureContent('removed-files'), contentDir, { recursive: true });
  outDir = await tempOutDir('removed-files');
  dirs.push(outDir);
  lines = [];
  store = await createPageStore(join(ROOT, BUILD_WORK_DIR));
});
afterEach(() => store.dispose());

describe('build: a content file removed while the build reads it', () => {
  it('a page removed after the scan listed it: one error naming it, for the page and its fallback route alike', async () => {
    const state = await loadSite({ root: ROOT, contentDir, log });
    expect(state.routes.map((route) => route.path)).toContain('/zh/guide/a');
    rmSync(join(contentDir, 'en/guide/a.md'));
    const failure = await compileAndCheck(state, { root: ROOT, log, store }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailure);
    expect((failure as Error).message).toBe('Build failed: 1 error (see above)');
    // the link to it and its anchor are not judged against a page that could not be read
    expect(lines).toEqual([removed('en/guide/a.md')]);
  });

  it('a page whose folder became a file: the same error', async () => {
    const state = await loadSite({ root: ROOT, contentDir, log });
    rmSync(join(contentDir, 'en/guide'), { recursive: true });
    cpSync(join(contentDir, 'en/index.md'), join(contentDir, 'en/guide'));
    const failure = await compileAndCheck(state, { root: ROOT, log, store }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailure);
    expect(lines).toEqual([removed('en/guide/a.md'), removed('en/guide/b.md')]);
  });

  it('an image removed after its page was compiled: the copy into the out dir names it', async () => {
    const state = await loadSite({ root: ROOT, contentDir, log });
    const compiled = await compileAndCheck(state, { root: ROOT, log, store });
    expect(lines).toEqual([]);
    rmSync(join(contentDir, 'en/guide/images/flow.svg'));
    const failure = await compiled.images.copyInto(outDir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailure);
    expect((failure as Error).message).toBe('Build failed: 1 error (see above)');
    expect(lines).toEqual([removed('en/guide/images/flow.svg')]);
  });

  describe('a file the config names, removed before the bundles read it', () => {
    /** The build up to its page chunks, then `file` removed, then the `bundle` step. */
    async function bundleWithout(file: string, bundle: 'client' | 'server'): Promise<unknown> {
      const state = await loadSite({ root: ROOT, contentDir, log });
      const compiled = await compileAndCheck(state, { root: ROOT, log, store });
      return asProductionBuild(async () => {
        const data = createPageDataSource(state, compiled.pages);
        const chunks = await writePageChunks(state, compiled.pages, { outDir, store, data, out: await openOutDir(outDir) });
        rmSync(join(contentDir, file));
        if (bundle === 'client') await buildClient(state, outDir, chunks.urls, log);
        else await (await buildServer(state, log, builtPageLoader(state, compiled.pages, { store, data }))).dispose();
      }).catch((error: unknown) => error);
    }

    it('the custom CSS, for the client bundle', async () => {
      const failure = await bundleWithout('theme.css', 'client');
      expect(failure).toBeInstanceOf(BuildFailure);
      expect((failure as Error).message).toBe('Build failed: 1 error (see above)');
      expect(lines).toEqual([removed('theme.css')]);
    });

    it('the components module, for the server bundle', async () => {
      const failure = await bundleWithout('components.tsx', 'server');
      expect(failure).toBeInstanceOf(BuildFailure);
      expect(lines).toEqual([removed('components.tsx')]);
    });
  });
});

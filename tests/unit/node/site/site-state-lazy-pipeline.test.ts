// The Markdown pipeline is loaded by the first compile that runs it: a dev server whose first page
// comes from the kept compiles answers it without loading the pipeline's code.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompiledPage } from '../../../../src/node/markdown/compile';
import type { CompileMemo } from '../../../../src/node/site/site-state';

const loaded = vi.hoisted(() => ({ pipeline: false }));
vi.mock('../../../../src/node/markdown/compile', async (importActual) => {
  loaded.pipeline = true;
  return importActual();
});

const { resolveConfig } = await import('../../../../src/shared/config');
const { SiteState } = await import('../../../../src/node/site/site-state');

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }] });

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'lazy-pipeline-'));
  mkdirSync(join(project, 'content/en/guide'), { recursive: true });
  writeFileSync(join(project, 'content/en/guide/install.md'), '# Install\n\nRun it.\n');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('SiteState: the Markdown pipeline', () => {
  it('is not loaded for a page taken from the kept compiles, and is loaded by the first compile that runs', async () => {
    const kept = { html: '', page: { title: 'Install', routePath: '/guide/install' } } as unknown as CompiledPage;
    // the first compile is taken from the kept compiles, the next one runs
    let keptOnce = true;
    const compileMemo: CompileMemo = async (_input, compile) => {
      if (!keptOnce) return compile();
      keptOnce = false;
      return { ...kept, ids: new Set(), links: [], files: [], images: [], diagnostics: [] } as unknown as CompiledPage;
    };
    const state = new SiteState({ site, root: project, contentDir: join(project, 'content'), compiling: { compileMemo } });
    state.rescan();
    const route = state.routes.find((r) => r.path === '/guide/install')!;
    await state.compile(route);
    expect(loaded.pipeline).toBe(false);

    writeFileSync(route.filePath, '# Install\n\nRun it again.\n');
    const compiled = await state.compile(route);
    expect(loaded.pipeline).toBe(true);
    expect(compiled.page.title).toBe('Install');
  });
});

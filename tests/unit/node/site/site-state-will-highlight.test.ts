// Dev tells the highlight worker which grammars a page needs before the compile parses the page
// (SiteState.willHighlight), only for compiles that highlight its code.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { type CompileMemo, type PageCompiling, SiteState } from '../../../../src/node/site/site-state';
import type { CompiledPage } from '../../../../src/node/markdown/compile';

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }] });
const PAGE = '# Install\n\n```ts\nconst a = 1;\n```\n\n```bash\nnpm i\n```\n';

let project: string;
let state: SiteState;
let told: string[];
let highlighted: string[];
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'will-highlight-'));
  mkdirSync(join(project, 'content/en/guide'), { recursive: true });
  writeFileSync(join(project, 'content/en/guide/install.md'), PAGE);
  told = [];
  highlighted = [];
  state = stateWith({});
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

/** A state over the project whose compiles tell `told` and highlight into `highlighted`, scanned. */
function stateWith(compiling: PageCompiling): SiteState {
  const made = new SiteState({
    site,
    root: project,
    contentDir: join(project, 'content'),
    compiling: {
      willHighlight: (source) => told.push(source),
      highlight: async ({ lang }) => {
        // the worker hears of the page before its first block
        highlighted.push(`${lang} after ${told.length} told`);
        return { unknownLanguage: false };
      },
      ...compiling,
    },
  });
  made.rescan();
  return made;
}

const route = (of = state) => of.routes.find((r) => r.path === '/guide/install')!;

describe('SiteState.willHighlight', () => {
  it('is told the page’s text before its code blocks are highlighted', async () => {
    await state.compile(route());
    expect(told).toEqual([PAGE]);
    expect(highlighted).toEqual(['ts after 1 told', 'bash after 1 told']);
  });

  it('is not told of compiles that leave code unhighlighted, nor of a compile kept from before', async () => {
    await state.outline(route());
    expect(told).toEqual([]);
    // a first dev server compiles the page and keeps it; the next one takes it from there
    let kept: CompiledPage | undefined;
    const memo: CompileMemo = async (_input, compile) => (kept ??= await compile());
    const first = stateWith({ compileMemo: memo });
    await first.compile(route(first));
    expect(told).toHaveLength(1);
    const next = stateWith({ compileMemo: memo });
    await next.compile(route(next));
    expect(told).toHaveLength(1);
  });
});

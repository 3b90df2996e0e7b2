// Dev: as a page starts compiling, its code blocks are sent to the highlight thread, before the page
// is parsed; the compile then finds them asked for already.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { SiteState } from '../../../../src/node/site/site-state';
import { devCompiling } from '../../../../src/node/dev/dev-compiling';
import type { DevHighlighting } from '../../../../src/node/dev/dev-highlighting';
import type { BlockRequest, HighlightBlock } from '../../../../src/node/markdown/highlight-block';

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }] });
const PAGE = '# Install\n\n```ts\nconst a = 1;\n```\n\nText.\n\n```bash {1}\nnpm i\n```\n';

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'dev-compiling-'));
  mkdirSync(join(project, 'content/en/guide'), { recursive: true });
  writeFileSync(join(project, 'content/en/guide/install.md'), PAGE);
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('dev: devCompiling', () => {
  it('sends a page’s code blocks to the highlight thread as its compile starts, each once, before the compile asks for any', async () => {
    const events: string[] = [];
    const highlighting = {
      thread: {
        highlight: async (request: BlockRequest) => {
          events.push(`thread ${request.lang}:${request.code}`);
          return { unknownLanguage: false };
        },
        warm: async () => [],
      },
      close: async () => {},
    } as unknown as DevHighlighting;
    const compiling = devCompiling({ site, highlighting });
    const remembered = compiling.highlight!;
    const highlight: HighlightBlock = (request) => {
      events.push(`compile ${request.lang}:${request.code}`);
      return remembered(request);
    };
    const state = new SiteState({ site, root: project, contentDir: join(project, 'content'), compiling: { ...compiling, highlight } });
    state.rescan();
    await state.compile(state.routes.find((r) => r.path === '/guide/install')!);
    expect(events).toEqual(['thread ts:const a = 1;', 'thread bash:npm i', 'compile ts:const a = 1;', 'compile bash:npm i']);
  });
});

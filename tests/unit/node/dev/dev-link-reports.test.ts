// Dev tells a page's dead links in the terminal and the overlay, its anchors into pages not opened yet included.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { createDevLinkReports, type LinkOverlayError } from '../../../../src/node/dev/dev-link-reports';
import { SiteState } from '../../../../src/node/site/site-state';

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }] });
const PAGES: Record<string, string> = {
  'a.md': '# A\n\n[real](./b.md#real) [missing](./b.md#missing) [vitepress id](./b.md#configplugin-plugin) [gone](./gone.md)\n',
  'b.md': '# B\n\n## Real\n\n### `--configPlugin <plugin>`\n',
};

let project: string;
let state: SiteState;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'dev-links-'));
  mkdirSync(join(project, 'content/en'), { recursive: true });
  for (const [file, text] of Object.entries(PAGES)) writeFileSync(join(project, 'content/en', file), text);
  state = new SiteState({ site, root: project, contentDir: join(project, 'content') });
  state.rescan();
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const routeOf = (path: string) => state.routes.find((r) => r.path === path)!;

describe('src/node/dev/dev-link-reports', () => {
  it('shows a dead link in the overlay, then a dead anchor into a page no one opened, once that page is compiled for it', async () => {
    const overlays: LinkOverlayError[] = [];
    const printed: string[] = [];
    const report = createDevLinkReports(state, (err) => overlays.push(err));
    const a = await state.compile(routeOf('/a'));
    const { settled } = report({ warn: (line) => printed.push(line), environment: { name: 'client' } }, a);
    expect(overlays.map((o) => o.message)).toEqual([expect.stringContaining('dead link to /gone')]);
    await settled;
    expect(printed).toEqual([
      expect.stringMatching(/a\.md:3:\d+ warning dead-link dead link to \/gone/),
      expect.stringMatching(/a\.md:3:\d+ warning dead-anchor dead anchor #missing on \/b/),
    ]);
    expect(overlays).toHaveLength(2);
    expect(overlays[1]).toMatchObject({ plugin: 'quire:links', id: a.file });
    expect(overlays[1].message.split('\n')).toEqual(printed);
  });

  it('does not tell the anchor again when the page it points into is opened', async () => {
    const printed: string[] = [];
    const report = createDevLinkReports(state, () => undefined);
    const context = { warn: (line: string) => printed.push(line), environment: { name: 'ssr' } };
    await report(context, await state.compile(routeOf('/a'))).settled;
    const count = printed.length;
    await report(context, await state.compile(routeOf('/b'))).settled;
    expect(printed).toHaveLength(count);
  });
});

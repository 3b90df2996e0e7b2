/**
 * `quire dev` shows a page's dead links in the browser's overlay, not only in the terminal, and
 * judges its #anchors into pages no one has opened in this session: the overlay's error arrives
 * over the HMR socket without the linked page being requested.
 */
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HotPayload, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFiles } from './helpers';
import { removeTemporary } from '../support/remove-temporary';
import { startRecordedDevServer } from '../support/recorded-dev-server';

const POLL = { timeout: 60_000, interval: 50 };
const FILES: Record<string, string> = {
  'site.config.ts': "export default { siteUrl: 'https://overlay.test', title: 'Overlay', locales: [{ lang: 'en', label: 'English' }] };\n",
  'en/index.md': '# Home\n',
  'en/guide/a.md': '# Page A\n\nSee [b](./b.md#real-heading), [b again](./b.md#missing-heading) and [nowhere](./nowhere.md).\n',
  'en/guide/b.md': '# Page B\n\n## Real heading\n',
};

let tempRoot: string;
let server: ViteDevServer;
let port: number;
let payloads: HotPayload[];

beforeAll(async () => {
  tempRoot = realpathSync(mkdtempSync(join(tmpdir(), 'rp-dev-overlay-')));
  const contentDir = join(tempRoot, 'content');
  writeFiles(contentDir, FILES);
  ({ server, port, payloads } = await startRecordedDevServer(contentDir, tempRoot));
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (tempRoot) removeTemporary(tempRoot);
});

const overlayMessages = () => payloads.flatMap((p) => (p.type === 'error' && p.err.plugin === 'quire:links' ? [p.err.message] : []));

describe('dev: dead links in the overlay', () => {
  it('sends the dead link and the dead anchor into a page not opened yet to the overlay, with file and line', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/guide/a`);
    expect(page.status).toBe(200);
    await expect.poll(() => overlayMessages().at(-1) ?? '', POLL).toContain('dead anchor #missing-heading on /guide/b');
    const lines = overlayMessages().at(-1)!.split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/en\/guide\/a\.md:3:\d+ warning dead-link dead link to \/guide\/nowhere/),
      expect.stringMatching(/en\/guide\/a\.md:3:\d+ warning dead-anchor dead anchor #missing-heading on \/guide\/b/),
    ]);
    expect(overlayMessages().join('\n')).not.toContain('#real-heading');
  }, 120_000);
});

/**
 * `quire dev`: editing a file a page imports with `<<<` updates that page as an edit of the page
 * does: the new page is sent over the HMR socket, and the server renders the edit from then on.
 */
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HotPayload, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_UPDATE_EVENT } from '../../src/shared/dev-events';
import { writeFiles } from './helpers';
import { removeTemporary } from '../support/remove-temporary';
import { startRecordedDevServer } from '../support/recorded-dev-server';

const POLL = { timeout: 60_000, interval: 100 };
const FILES: Record<string, string> = {
  'site.config.ts': "export default { siteUrl: 'https://imports.test', title: 'Imports', locales: [{ lang: 'en', label: 'English' }] };\n",
  'en/index.md': '# Home\n',
  'en/guide/a.md': '# Page A\n\nThe example:\n\n<<< @/snippets/greet.ts\n',
  'snippets/greet.ts': "export const greeting = 'first version';\n",
};

let tempRoot: string;
let contentDir: string;
let server: ViteDevServer;
let port: number;
let payloads: HotPayload[];

beforeAll(async () => {
  tempRoot = realpathSync(mkdtempSync(join(tmpdir(), 'rp-dev-code-import-')));
  contentDir = join(tempRoot, 'content');
  writeFiles(contentDir, FILES);
  ({ server, port, payloads } = await startRecordedDevServer(contentDir, tempRoot));
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (tempRoot) removeTemporary(tempRoot);
});

const pageUpdates = () => payloads.flatMap((p) => (p.type === 'custom' && p.event === PAGE_UPDATE_EVENT ? [JSON.stringify(p.data)] : []));
const pageText = async () => (await fetch(`http://127.0.0.1:${port}/guide/a`)).text();

describe('dev: a file imported with <<<', () => {
  it('updates the page that imports it when it is edited, over the socket and in the server render', async () => {
    expect(await pageText()).toContain('first version');
    writeFileSync(join(contentDir, 'snippets/greet.ts'), "export const greeting = 'second version';\n");
    await expect.poll(() => pageUpdates().some((update) => update.includes('second version')), POLL).toBe(true);
    expect(payloads.filter((p) => p.type === 'full-reload')).toEqual([]);
    await expect.poll(pageText, POLL).toContain('second version');
  }, 150_000);
});

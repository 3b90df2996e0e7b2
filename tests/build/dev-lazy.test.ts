// `npm run dev` compiles a page when it is requested: a broken page elsewhere neither blocks nor
// shows up in the first page, and a page's dead links and anchors are reported once it is compiled (its
// anchors into pages not requested yet too: those are compiled for their headings).
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServing, type ServingProcess, writeFiles } from './helpers';
import { removeTemporary } from '../support/remove-temporary';

const POLL = { timeout: 30_000, interval: 50 };

const FILES: Record<string, string> = {
  'site.config.ts': "export default { siteUrl: 'https://lazy.test', title: 'Lazy', locales: [{ lang: 'en', label: 'English' }] };\n",
  'en/index.md': '# Home\n\nThe home page.\n',
  'en/guide/a.md':
    '# Page A\n\nPage A text. See [b](./b.md#real-heading), [b again](./b.md#missing-heading) and [nowhere](./nowhere.md).\n',
  'en/guide/b.md': '# Page B\n\n## Real heading\n\nPage B text.\n',
  'en/guide/broken.md': '---\ntitle: [unclosed\n---\n\n# Broken\n',
};

let tempRoot: string;
let serving: ServingProcess | undefined;

beforeAll(async () => {
  tempRoot = realpathSync(mkdtempSync(join(tmpdir(), 'rp-dev-lazy-')));
  writeFiles(join(tempRoot, 'content'), FILES);
  serving = await startServing(process.execPath, ['bin/quire.mjs', 'dev', '--content', join(tempRoot, 'content'), '--port', '0'], {
    cwd: ROOT,
  });
}, 120_000);

afterAll(() => {
  serving?.stop();
  removeTemporary(tempRoot);
});

const get = (path: string) => fetch(new URL(path.slice(1), serving!.url));

describe('npm run dev compiles pages on request', () => {
  it('serves a page while another page is broken; the broken page errs only once requested', async () => {
    const page = await get('/guide/a');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Page A text.');
    // the route table knows /guide/nowhere does not exist without compiling anything else
    await expect.poll(() => serving!.output(), POLL).toMatch(/en\/guide\/a\.md:3:\d+ warning dead-link dead link to \/guide\/nowhere/);
    expect(serving!.output()).not.toContain('broken.md');

    expect((await get('/guide/broken')).status).toBe(500);
    await expect.poll(() => serving!.output(), POLL).toMatch(/en\/guide\/broken\.md:2:\d+.*invalid YAML in front matter/);
  }, 60_000);

  it('judges an anchor into a page not requested yet without waiting for it to be opened, and tells it once', async () => {
    // /guide/b is compiled for its headings alone: nobody requested it
    await expect
      .poll(() => serving!.output(), POLL)
      .toMatch(/en\/guide\/a\.md:3:\d+ warning dead-anchor dead anchor #missing-heading on \/guide\/b/);
    expect(serving!.output()).not.toContain('#real-heading on');
    expect((await get('/guide/b')).status).toBe(200);
    expect(serving!.output().match(/dead anchor #missing-heading/g)).toHaveLength(1);
  }, 60_000);
});

/**
 * `quire dev` on a site with two versions and two languages (a copy of tests/fixtures/versions):
 * every version's pages at their routes with their own sidebar, the 404 of a version, an edit of a
 * v1 page or of the file a v1 page imports with `<<<` served by v1 only, and the Markdown twins.
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HotPayload, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_UPDATE_EVENT } from '../../src/shared/dev-events';
import { attributeValues, fixtureContent, ROOT } from './helpers';
import { removeTemporary } from '../support/remove-temporary';
import { startRecordedDevServer } from '../support/recorded-dev-server';

const POLL = { timeout: 60_000, interval: 100 };

let tempRoot: string;
let contentDir: string;
let server: ViteDevServer;
let port: number;
let payloads: HotPayload[];

beforeAll(async () => {
  tempRoot = realpathSync(mkdtempSync(join(tmpdir(), 'rp-dev-versions-')));
  contentDir = join(tempRoot, 'content');
  cpSync(fixtureContent('versions'), contentDir, { recursive: true });
  // the copy imports defineConfig from this repository wherever it lies
  const configFile = join(contentDir, 'site.config.ts');
  const shared = JSON.stringify(join(ROOT, 'src/shared/config.ts'));
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace(/from '[^']*src\/shared\/config'/, `from ${shared}`));
  ({ server, port, payloads } = await startRecordedDevServer(contentDir, tempRoot));
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (tempRoot) removeTemporary(tempRoot);
});

const get = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: await response.text() };
};
const pageUpdates = () => payloads.flatMap((p) => (p.type === 'custom' && p.event === PAGE_UPDATE_EVENT ? [JSON.stringify(p.data)] : []));
const text = async (path: string) => (await get(path)).body;

/** The hrefs of a page's sidebar. */
function sidebarOf(html: string): string[] {
  const start = html.search(/class="(?:[^"]* )?rp-sidebar[" ]/);
  expect(start, 'sidebar').toBeGreaterThan(-1);
  return attributeValues(html.slice(start, html.indexOf('</nav>', start)), 'href');
}

describe('dev: a site with versions', () => {
  it("serves each version's pages at their routes, in each language, with that version's sidebar", async () => {
    const answers: Record<string, { status: number; body: string }> = Object.fromEntries(
      await Promise.all(
        ['/', '/v1/', '/zh/', '/v1/zh/', '/guide/start', '/v1/guide/start', '/v1/zh/guide/start'].map(async (path) => [
          path,
          await get(path),
        ]),
      ),
    );
    for (const [path, { status }] of Object.entries(answers)) expect(status, path).toBe(200);
    expect(answers['/'].body).toContain('Current docs');
    expect(answers['/v1/'].body).toContain('Old docs');
    expect(answers['/zh/'].body).toContain('当前文档');
    expect(answers['/v1/zh/'].body).toContain('旧文档');
    expect(answers['/guide/start'].body).toContain('The current start page.');
    expect(sidebarOf(answers['/guide/start'].body)).toContain('/guide/new');
    expect(answers['/v1/guide/start'].body).toContain('The old start page.');
    expect(sidebarOf(answers['/v1/guide/start'].body)).toEqual(expect.arrayContaining(['/v1/guide/start', '/v1/guide/legacy']));
    expect(sidebarOf(answers['/v1/guide/start'].body)).not.toContain('/guide/new');
    expect(answers['/v1/zh/guide/start'].body).toContain('旧的开始页');
    expect(sidebarOf(answers['/v1/zh/guide/start'].body)).toEqual(expect.arrayContaining(['/v1/zh/guide/start', '/v1/zh/guide/legacy']));
  }, 150_000);

  it("answers a page v1 lacks with the 404 whose home link is v1's", async () => {
    for (const [path, home] of [
      ['/v1/guide/new', '/v1/'],
      ['/v1/zh/guide/new', '/v1/zh/'],
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      const start = body.search(/class="(?:[^"]* )?rp-not-found[" ]/);
      expect(start, path).toBeGreaterThan(-1);
      expect(attributeValues(body.slice(start, body.indexOf('</main>', start)), 'href'), path).toEqual([home]);
    }
  }, 150_000);

  it('serves the Markdown twin of a page of each version', async () => {
    expect(await get('/v1/guide/start.md')).toEqual({ status: 200, body: expect.stringMatching(/^# Start v1\n\nThe old start page\./) });
    expect(await get('/guide/start.md')).toEqual({ status: 200, body: expect.stringMatching(/^# Start v2\n\nThe current start page\./) });
  }, 150_000);

  it('serves an edit of a v1 page at its v1 route only', async () => {
    expect(await text('/v1/guide/start')).toContain('The old start page.');
    const file = join(contentDir, 'v1/en/guide/start.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('The old start page.', 'The edited old start page.'));
    await expect.poll(() => text('/v1/guide/start'), POLL).toContain('The edited old start page.');
    expect(await text('/guide/start')).toContain('The current start page.');
    expect(await text('/guide/start')).not.toContain('edited');
  }, 150_000);

  it("serves an edit of the file a v1 page imports with `<<< @/` on that page, and not on v2's", async () => {
    expect(await text('/v1/guide/install')).toContain('hello from the v1 snippet');
    writeFileSync(join(contentDir, 'v1/snippets/greet.ts'), "export const greeting = 'hello from the edited v1 snippet';\n");
    await expect.poll(() => pageUpdates().some((update) => update.includes('hello from the edited v1 snippet')), POLL).toBe(true);
    expect(payloads.filter((p) => p.type === 'full-reload')).toEqual([]);
    await expect.poll(() => text('/v1/guide/install'), POLL).toContain('hello from the edited v1 snippet');
    expect(await text('/guide/install')).toContain('hello from the v2 snippet');
  }, 150_000);
});

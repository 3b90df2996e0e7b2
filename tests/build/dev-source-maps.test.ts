// `npm run dev` serves the prebuilt theme and the modules it makes of the site (its data, its route
// table, the pages) as they are: they have no source of their own to map back to, so no inline
// source map of the code onto itself, which would make each response several times its size.
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServing, type ServingProcess, writeFiles } from './helpers';
import { removeTemporary } from '../support/remove-temporary';

const FILES: Record<string, string> = {
  'site.config.ts': "export default { siteUrl: 'https://maps.test', title: 'Maps', locales: [{ lang: 'en', label: 'English' }] };\n",
  'en/index.md': '# Home\n\nThe home page.\n\n```ts\nconst answer = 42;\n```\n',
};

let tempRoot: string;
let serving: ServingProcess | undefined;

beforeAll(async () => {
  tempRoot = realpathSync(mkdtempSync(join(tmpdir(), 'quire-dev-maps-')));
  writeFiles(join(tempRoot, 'content'), FILES);
  serving = await startServing(process.execPath, ['bin/quire.mjs', 'dev', '--content', join(tempRoot, 'content'), '--port', '0'], {
    cwd: ROOT,
  });
}, 120_000);

afterAll(() => {
  serving?.stop();
  removeTemporary(tempRoot);
});

const get = async (path: string) => {
  const response = await fetch(new URL(path.replace(/^\//, ''), serving!.url));
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('npm run dev serves generated and prebuilt modules without a source map of themselves', () => {
  it('the theme entry, the site data, the route table and the page module carry no inline source map', async () => {
    const html = await get('/');
    const entry = /<script type="module" src="([^"]*client-entry\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    // the page module at the URL the browser asks for it (a file outside the generator: through /@fs/)
    const page = `/@fs${join(tempRoot, 'content/en/index.md')}?import`;
    for (const path of [entry!, '/@id/__x00__virtual:site', '/@id/__x00__virtual:site-routes', page]) {
      const code = await get(path);
      expect(code, path).toContain('export');
      expect(code, path).not.toContain('sourceMappingURL=data:');
    }
  }, 60_000);
});

// A fresh `npm run dev`: the first page asked for is answered before Vite has loaded, its code not
// yet highlighted (dev/early-answer.ts). The browser shows it at once, hydrates it once Vite serves
// the modules, and then shows its code highlighted, without a warning and without a reload.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startDev } from '../../src/node/dev/dev-start';
import fixtureConfig from '../fixtures/dev-site/content/site.config';
import { removeTemporary } from '../support/remove-temporary';
import { copyDevContent } from './dev-site';
import { hydrated, test } from './harness';

const POLL = { timeout: 40_000, interval: 50 };
const projectRoot = resolve(import.meta.dirname, '../..');

let contentDir: string;
beforeAll(() => {
  contentDir = copyDevContent();
  writeFileSync(join(contentDir, 'en/guide/code.md'), '# Code\n\nSome code:\n\n```ts\nconst answer: number = 42;\n```\n');
});
afterAll(() => removeTemporary(dirname(contentDir)));

describe('dev: the first page of a fresh server', () => {
  test('shows at once, then hydrates and shows its code highlighted', async ({ watched }) => {
    let loadVite = () => {};
    const viteAfter = new Promise<void>((resolve) => (loadVite = resolve));
    const start = await startDev({
      root: projectRoot,
      contentDir,
      config: fixtureConfig,
      port: 0,
      host: '127.0.0.1',
      cacheDir: join(dirname(contentDir), 'vite-cache'),
      logLevel: 'silent',
      info: () => {},
      viteAfter,
    });
    try {
      const { page } = watched;
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
      const highlighted = () => page.locator('pre.shiki code span[style*="--shiki-dark"]').count();
      // the document arrives while Vite is held back: its code is plain
      await page.goto(`http://127.0.0.1:${start.front.port}/guide/code`, { waitUntil: 'commit' });
      await page.locator('pre code.language-ts').waitFor({ state: 'attached', timeout: 40_000 });
      expect(await page.locator('pre code.language-ts').textContent()).toContain('const answer: number = 42;');
      expect(await highlighted()).toBe(0);
      loadVite();
      await hydrated(page);
      await expect.poll(highlighted, POLL).toBeGreaterThan(0);
      expect(navigations).toHaveLength(1);
      expect(watched.problems).toEqual([]);
    } finally {
      loadVite();
      await (await start.server).close();
    }
  });
});

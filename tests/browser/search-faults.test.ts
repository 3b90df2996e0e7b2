// Search faults a reader can hit on the built site: the dialog's chunk blocked or the browser
// offline (the search error screen takes the dialog's place, with a retry, and the page stays as it
// is: no reload, no page error), and a damaged index (said so, not blamed on the network).
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, test, type WatchedPage } from './harness';
import { baseUrl } from './site';

// with the query a retry adds to the file's URL
const DIALOG_CHUNK_RE = /\/assets\/SearchDialog-[\w-]+\.js(?:\?.*)?$/;
const INDEX_RE = /\/search\/(en|zh)\.[0-9a-f]+\.json$/;

/** A returning visitor on a hydrated, settled page. */
async function open(w: WatchedPage, path: string): Promise<WatchedPage> {
  await w.page.goto(baseUrl() + path);
  await settled(w.page);
  return w;
}

/** The page is the one the reader was on: same document, same URL, its content, no page-level error. */
async function expectPageUntouched(w: WatchedPage, path: string, heading: string) {
  expect(w.documentLoads()).toBe(1);
  expect(new URL(w.page.url()).pathname).toBe(path);
  expect(await w.page.locator('main h1').first().textContent()).toContain(heading);
  expect(await w.page.getByText('This page could not be loaded').count()).toBe(0);
  expect(w.problems.filter((line) => line.startsWith('pageerror'))).toEqual([]);
}

const errorModal = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('search faults', () => {
  test('the dialog chunk blocked: Ctrl+K shows the search error screen with a retry; the page stays; retry opens the dialog', async ({
    watched,
  }) => {
    // blocked from the start: whatever fetches the chunk first (a hover or focus of the button warms it) fails
    let blocked = true;
    await watched.page.route(DIALOG_CHUNK_RE, (route) => (blocked ? route.abort('blockedbyclient') : route.continue()));
    const w = await open(watched, '/guide/start/');
    await w.page.keyboard.press('Control+k');
    const modal = errorModal(w.page, 'Unable to fetch results');
    await modal.waitFor();
    expect(await modal.getByRole('alert').textContent()).toContain('You might want to check your network connection.');
    const retry = modal.getByRole('button', { name: 'Try again' });
    await expect.poll(() => retry.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectPageUntouched(w, '/guide/start/', 'Introduction');

    blocked = false;
    await retry.click();
    const input = w.page.getByRole('dialog').getByRole('combobox');
    await input.waitFor();
    await input.fill('snapshot');
    await w.page.getByRole('dialog').getByRole('option').first().waitFor();
    await expectPageUntouched(w, '/guide/start/', 'Introduction');
  });

  test('offline after the page loaded: the error screen (in Chinese on a Chinese page); Escape closes it; the page stays', async ({
    watched,
  }) => {
    const w = await open(watched, '/zh/guide/start/');
    await w.context.setOffline(true);
    await w.page.keyboard.press('Control+k');
    const modal = errorModal(w.page, '无法获取结果');
    await modal.waitFor();
    expect(await modal.getByRole('button', { name: '重试' }).count()).toBe(1);
    expect(await modal.getByRole('alert').textContent()).toContain('你可能需要检查你的网络连接');
    await w.page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await expectPageUntouched(w, '/zh/guide/start/', '介绍');

    // back online, Ctrl+K opens the dialog; the browser's network may take a moment to come back, and
    // a request made before then fails once more: the error screen's retry then opens it
    await w.context.setOffline(false);
    await w.page.keyboard.press('Control+k');
    const input = w.page.getByRole('dialog').getByRole('combobox');
    const retry = modal.getByRole('button', { name: '重试' });
    await expect
      .poll(async () => {
        if (await input.isVisible()) return true;
        if (await retry.isVisible()) await retry.click();
        return false;
      })
      .toBe(true);
    await expectPageUntouched(w, '/zh/guide/start/', '介绍');
  });

  test('a damaged index: the dialog says the search index could not be read, not to check the network', async ({ watched }) => {
    const w = await open(watched, '/guide/start/');
    await w.page.route(
      (url) => INDEX_RE.test(url.pathname),
      (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":2,"lang":"en","pages":[],"docs":[],"index":{"terms":' }),
    );
    await w.page.keyboard.press('Control+k');
    const dialog = w.page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('snapshot');
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The search index could not be read');
    expect(await alert.textContent()).not.toContain('network');
    await expectPageUntouched(w, '/guide/start/', 'Introduction');
  });
});

// The local index arrives in pieces as the reader types: while a piece is on its way the dialog says
// it is searching, and a piece that cannot be downloaded shows the error screen, whose retry answers
// once the network is back. The network is held and released by the test, never timed.
import { describe, expect } from 'vitest';
import { settled, test } from './harness';
import { baseUrl } from './site';

const TERM_PIECE_RE = /\/search\/en\.[0-9a-f]+\/t[0-9a-z]+\.json$/;

describe('search pieces', () => {
  test('a term piece in flight: the dialog says it is searching, then shows the hits when it arrives', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(TERM_PIECE_RE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl() + '/guide/start/');
    await settled(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('snapshot');
    const status = dialog.getByRole('status');
    await expect.poll(() => status.textContent()).toBe('Searching…');
    expect(await dialog.getByRole('option').count()).toBe(0);

    release();
    await dialog.getByRole('option').first().waitFor();
    expect(await dialog.getByRole('status').count()).toBe(0);
    expect(await dialog.getByRole('option').first().textContent()).toMatch(/snapshot/i);
  });

  test('a term piece that fails: the error screen with a retry; the retry answers once the network is back', async ({ page }) => {
    let blocked = true;
    await page.route(TERM_PIECE_RE, (route) => (blocked ? route.abort('connectionfailed') : route.continue()));
    await page.goto(baseUrl() + '/guide/start/');
    await settled(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('snapshot');
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('You might want to check your network connection.');

    blocked = false;
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('option').first().waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
  });
});

// The first-visit language redirect moves a reader only off a page of the site language: a page in
// another language that someone linked to stays, whatever the browser's language.
import { describe, expect } from 'vitest';
import { hydrated, test } from './harness';
import { baseUrl } from './site';

describe('first-visit language redirect and deep links', () => {
  describe('an English browser', () => {
    test.override({ pageOptions: { returningVisitor: false, locale: 'en-US' } });

    test('stays on a Chinese page someone linked to', async ({ page }) => {
      await page.goto(baseUrl() + '/zh/guide/start/quick-start?from=link');
      await hydrated(page);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/zh/guide/start/quick-start?from=link');
      expect(await page.getAttribute('html', 'lang')).toBe('zh');
    });
  });

  describe('a Chinese browser', () => {
    test.override({ pageOptions: { returningVisitor: false, locale: 'zh-CN' } });

    test('is still sent from a page of the site language to its Chinese page, after a Chinese deep link', async ({ page }) => {
      await page.goto(baseUrl() + '/zh/api/');
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe('/zh/api/');
      await page.goto(baseUrl() + '/guide/start/quick-start');
      await page.waitForURL('**/zh/guide/start/quick-start');
      await hydrated(page);
      expect(await page.getAttribute('html', 'lang')).toBe('zh');
    });
  });
});

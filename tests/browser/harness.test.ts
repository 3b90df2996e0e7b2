// The browser-test fixture itself: a test's context is closed after the test, also when it failed.
import type { BrowserContext } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './harness';

describe('tests/browser/harness', () => {
  let failedTestContext: BrowserContext | undefined;

  test.fails('(a test that fails on purpose, holding a page)', async ({ watched }) => {
    failedTestContext = watched.context;
    expect(watched.context.pages()).toEqual([]);
  });

  test("the failed test's context was closed after it", async ({ browser }) => {
    expect(failedTestContext).toBeDefined();
    expect(browser.contexts()).not.toContain(failedTestContext);
    expect(browser.contexts()).toEqual([]);
  });

  describe('with pageOptions overridden', () => {
    test.override({ pageOptions: { viewport: { width: 375, height: 740 }, locale: 'zh-CN' } });

    test('the page opens with them', async ({ page }) => {
      expect(page.viewportSize()).toEqual({ width: 375, height: 740 });
      expect(await page.evaluate(() => navigator.language)).toBe('zh-CN');
    });
  });
});

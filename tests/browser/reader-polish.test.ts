// What a reader sees of the theme's finish on the built site: code blocks and the back-to-top button
// on a phone, the line-wrap toggle, the sidebar's border, wide tables, the outline while scrolling by
// hand, and the footer of a short page.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, test } from './harness';
import { baseUrl } from './site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Scroll so that a heading's top sits `below` px under the fixed bars, by hand (no link, no hash). */
async function scrollHeadingUnderBars(page: Page, id: string, below: number): Promise<void> {
  await page.evaluate(
    ([id, below]) => {
      const bars = [...document.querySelectorAll('[data-fixed-bar]')].reduce((sum, el) => sum + el.getBoundingClientRect().height, 0);
      const top = document.getElementById(id as string)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - bars - (below as number));
    },
    [id, below],
  );
}

describe('on a phone (390 x 844, touch)', () => {
  test.override({ pageOptions: { viewport: PHONE, isMobile: true } });

  test("a code block's copy button never covers its first line", async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const blocks = await page.locator('main .rp-code-block').evaluateAll((els) =>
      els
        .map((block) => {
          const button = block.querySelector('.rp-code-copy')!.getBoundingClientRect();
          const line = block.querySelector('pre .line')!.getBoundingClientRect();
          const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width });
          return { button: box(button), line: box(line) };
        })
        .filter(({ button }) => button.width > 0),
    );
    expect(blocks.length).toBeGreaterThan(3);
    // some first lines run past the button's left edge: only their rows can be covered
    expect(blocks.some(({ button, line }) => line.right > button.left)).toBe(true);
    for (const { button, line } of blocks) expect(overlaps(button, line)).toBe(false);
  });

  test('the back-to-top button never sits on the text: it ends the page, after the doc footer', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 200));
    const button = page.locator('.rp-scroll-top-button');
    await button.waitFor({ state: 'attached' });
    const coveredAt = async () =>
      page.evaluate(() => {
        const b = document.querySelector('.rp-scroll-top-button')?.getBoundingClientRect();
        if (!b || b.width === 0 || b.bottom < 0 || b.top > window.innerHeight) return [];
        return [...document.querySelectorAll('main [data-rp-content] :is(p, li, pre, h2, h3, table, .rp-container), main .rp-doc-footer')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
          })
          .map((el) => el.tagName.toLowerCase());
      });
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; y <= end + 400; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end));
      expect(await coveredAt()).toEqual([]);
    }
    // at the end of the page it is there to be used
    expect(await button.isVisible()).toBe(true);
    const footerBottom = await page.locator('main .rp-doc-footer').evaluate((el) => el.getBoundingClientRect().bottom);
    expect((await button.boundingBox())!.y).toBeGreaterThanOrEqual(footerBottom);
  });

  test('the wrap toggle shows on a block whose lines overflow; it wraps them (no sideways scroll) and unwraps them again', async ({
    page,
  }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const overflowing = page.locator('main .rp-code-block[data-overflow]').first();
    await overflowing.waitFor();
    const pre = overflowing.locator('pre');
    const scrollsSideways = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
    const toggle = overflowing.getByRole('button', { name: 'Wrap long lines' });
    expect(await scrollsSideways()).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    await toggle.click();
    await expect.poll(scrollsSideways).toBe(false);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.isVisible()).toBe(true);

    await toggle.click();
    await expect.poll(scrollsSideways).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    // a block whose lines fit has no toggle
    const fitting = page.locator('main .rp-code-block:not([data-overflow])').first();
    expect(await fitting.locator('pre').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await fitting.locator('.rp-code-wrap-toggle').isVisible()).toBe(false);
  });

  test('a wide table scrolls inside its own rounded box, with a tinted header row; the page does not widen', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/basic/cli');
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    const widest = await page.locator('main table').evaluateAll((tables) => Math.max(...tables.map((t) => t.scrollWidth - t.clientWidth)));
    expect(widest).toBeGreaterThan(0);
    const table = page.locator('main table').first();
    const look = await table.evaluate((el) => ({
      radius: getComputedStyle(el).borderTopLeftRadius,
      header: getComputedStyle(el.querySelector('th')!).backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
    }));
    expect(look.radius).toBe('8px');
    expect(look.header).not.toBe(look.page);
  });

  test('the bar names the heading just under it while scrolling by hand', async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    await scrollHeadingUnderBars(page, 'install-rstest', 40);
    await expect.poll(() => page.locator('.rp-doc-bar-outline').textContent()).toBe('Install Rstest');
  });

  test('the footer of a short page (the 404) sits at the bottom of the window', async ({ page }) => {
    await page.goto(baseUrl() + '/no/such/page');
    await hydrated(page);
    const footer = page.locator('.rp-footer');
    await footer.waitFor();
    expect(Math.round((await footer.boundingBox())!.y + (await footer.boundingBox())!.height)).toBe(PHONE.height);
  });
});

describe('on a desktop (1440 x 900)', () => {
  test.override({ pageOptions: { viewport: DESKTOP } });

  test('the outline highlights the heading just under the header while scrolling by hand, and the one before while it is further down', async ({
    page,
  }) => {
    await page.goto(baseUrl() + '/guide/start/quick-start');
    await hydrated(page);
    const current = () => page.locator('.rp-outline [aria-current="location"]').textContent();
    await scrollHeadingUnderBars(page, 'install-rstest', 40);
    await expect.poll(current).toBe('Install Rstest');
    await scrollHeadingUnderBars(page, 'install-rstest', 500);
    await expect.poll(current).toBe('Create a project');
    await scrollHeadingUnderBars(page, 'add-a-config-file', 10);
    await expect.poll(current).toBe('Add a config file');
  });

  test("the sidebar's border runs the full height of its column on a short guide page", async ({ page }) => {
    await page.goto(baseUrl() + '/guide/start/');
    await hydrated(page);
    const sidebar = page.locator('#rp-sidebar');
    const nav = (await page.locator('.rp-nav').boundingBox())!;
    const box = (await sidebar.boundingBox())!;
    expect(await sidebar.evaluate((el) => getComputedStyle(el).borderRightWidth)).toBe('1px');
    // the list itself is shorter than the column: only the box's height makes the line run down
    const listHeight = await sidebar.evaluate((el) => el.firstElementChild!.getBoundingClientRect().height);
    expect(listHeight).toBeLessThan(DESKTOP.height - nav.height);
    expect(Math.round(box.y)).toBe(Math.round(nav.height));
    expect(Math.round(box.y + box.height)).toBe(DESKTOP.height);
  });

  test('the footer of a short page (the 404) sits at the bottom of the window', async ({ page }) => {
    await page.goto(baseUrl() + '/no/such/page');
    await hydrated(page);
    const footer = (await page.locator('.rp-footer').boundingBox())!;
    expect(Math.round(footer.y + footer.height)).toBe(DESKTOP.height);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(DESKTOP.height);
  });
});

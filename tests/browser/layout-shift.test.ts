// Layout shift while pages load: every page type, on a desktop and on a phone, with reduced motion,
// measured by a buffered 'layout-shift' PerformanceObserver once the page has settled. A failure
// prints each shift with the elements that moved and where from, so the cause is readable.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, test } from './harness';
import { baseUrl } from './site';

const PAGES = {
  home: '/',
  doc: '/guide/start/',
  'doc with an image': '/guide/start/features',
  overview: '/config/',
  '404': '/no/such/page',
};

const VIEWPORTS = {
  'desktop 1440x900': { viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' as const },
  'phone 375x812': { viewport: { width: 375, height: 812 }, isMobile: true, reducedMotion: 'reduce' as const },
};

/** the first paint can come at any point of the parse, so one page is loaded this many times */
const LOADS = 4;
/** far below what Core Web Vitals calls good: the site's own chrome should not move at all */
const MAX_CLS = 0.01;

interface Shift {
  value: number;
  sources: { node: string; chrome: boolean; from: number[]; to: number[] }[];
}

/** Record every layout shift from the start of each document the page loads. */
async function recordShifts(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
      const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((s) => ({
          node: name(s.node),
          chrome: s.node instanceof Element && s.node.closest('.rp-nav, #rp-sidebar, #rp-outline') !== null,
          from: rect(s.previousRect),
          to: rect(s.currentRect),
        }));
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the loaded page once it has hydrated, the network is idle and the fonts are in. */
async function shiftsAfterLoad(page: Page, path: string): Promise<Shift[]> {
  await page.goto(baseUrl() + path);
  await settled(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // one more frame, so a shift made by the last layout has been reported
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

const describeShifts = (shifts: Shift[]) =>
  shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.map((x) => `${x.node} [${x.from}] -> [${x.to}]`).join(', ')}`).join('\n');

for (const [viewportName, options] of Object.entries(VIEWPORTS)) {
  describe(`layout shift on ${viewportName}`, () => {
    test.override({ pageOptions: options });

    for (const [kind, path] of Object.entries(PAGES)) {
      test.for(Array.from({ length: LOADS }, (_, i) => i + 1))(
        `${kind} (${path}), load %i: CLS below ${MAX_CLS}, the chrome still`,
        async (_, { page }) => {
          await recordShifts(page);
          const shifts = await shiftsAfterLoad(page, path);
          const cls = shifts.reduce((sum, s) => sum + s.value, 0);
          expect(cls, `CLS ${cls.toFixed(4)}:\n${describeShifts(shifts)}`).toBeLessThan(MAX_CLS);
          // however little: the navbar, the sidebar and the outline are the same on every page
          const chrome = shifts.filter((s) => s.sources.some((source) => source.chrome));
          expect(chrome, `the navbar, sidebar or outline moved:\n${describeShifts(chrome)}`).toEqual([]);
        },
      );
    }
  });
}

describe('a first paint made before the whole page is parsed', () => {
  test.override({ pageOptions: VIEWPORTS['desktop 1440x900'] });

  /** Positions of the landmarks present, as the reader sees them. */
  const boxes = (page: Page) =>
    page.evaluate(() =>
      Object.fromEntries(
        ['.rp-nav', '#rp-sidebar', 'main'].map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return [selector, box ? [box.x, box.y, box.width].map(Math.round) : null];
        }),
      ),
    );

  // The outline follows the content in the source: a paint made when the parser has just left the
  // content must already show the content where it stays.
  for (const path of ['/guide/start/', '/config/']) {
    test(`${path}: the sidebar and the content are already where they stay`, async ({ page }) => {
      await page.goto(baseUrl() + path);
      await settled(page);
      const final = await boxes(page);
      expect(final['main']).not.toBeNull();

      // the same page served up to the end of the content, without scripts (no hydration)
      await page.route('**/*.js', (route) => route.abort());
      await page.route(baseUrl() + path, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        const end = body.indexOf('</main>');
        expect(end, 'the page has a <main>').toBeGreaterThan(0);
        await route.fulfill({ response, body: body.slice(0, end + '</main>'.length) });
      });
      await page.goto(baseUrl() + path, { waitUntil: 'load' });
      expect(await page.locator('#rp-outline').count()).toBe(0);
      expect(await boxes(page)).toEqual(final);
    });
  }

  // A parser that has to wait for the rest of the page lets the browser paint what it has. The
  // navbar's right side is aligned right, so each item that came later would push the earlier ones
  // left: nothing is painted before the whole navbar is parsed.
  test('/: the navbar is whole in the first frame, even when the page stops arriving inside it', async ({ page }) => {
    await page.goto(baseUrl() + '/');
    await settled(page);
    const final = await navRight(page);
    const html = await (await fetch(baseUrl() + '/')).text();
    const cut = html.lastIndexOf('<', html.indexOf('class="rp-nav-others"'));
    expect(cut, 'the navbar has its other items').toBeGreaterThan(0);

    // what the document's first frame shows of the navbar, recorded from the document's start
    await page.addInitScript(() =>
      requestAnimationFrame(() => {
        const box = document.querySelector('.rp-nav-side-right')?.getBoundingClientRect();
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          others: document.querySelector('.rp-nav-others') !== null,
          box: box ? [box.x, box.width].map(Math.round) : null,
        };
      }),
    );
    const held = await heldPage(html.slice(0, cut), html.slice(cut));
    try {
      await page.goto(`${held.url}/`, { waitUntil: 'commit' });
      // Held until a frame has come, or until three looks in a row have found the parser with all
      // that was sent and the styles in: a page that can paint has painted by then.
      let ready = 0;
      await expect
        .poll(async () => {
          const look = await page.evaluate(() => ({
            framed: 'firstFrame' in window,
            ready:
              document.querySelector('.rp-nav-side-right') !== null &&
              [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet !== null),
          }));
          ready = look.ready ? ready + 1 : 0;
          return look.framed || ready >= 3;
        })
        .toBe(true);
      held.release();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame))
        .toEqual({ others: true, box: final });
    } finally {
      held.release();
      await held.close();
    }
  });
});

/** Where the navbar's right side is, as the reader sees it. */
const navRight = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.rp-nav-side-right')?.getBoundingClientRect();
    return box ? [box.x, box.width].map(Math.round) : null;
  });

/**
 * A server that sends the home page's first part, then holds the response open until `release`;
 * every other request is answered from the site's own server.
 */
async function heldPage(first: string, rest: string): Promise<{ url: string; release(): void; close(): Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer(async (request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(first);
      await released;
      response.end(rest);
      return;
    }
    try {
      const answer = await fetch(baseUrl() + request.url);
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release,
    close: () => new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

// Open-redirect attempts against the built site: paths crafted so that the 404 page's
// default-language redirect, or the first-visit language redirect, would compute a
// protocol-relative target ('//evil.example/x'). Every redirect must stay on the site's origin.
// Requests to evil.example are answered locally (never the network) and recorded.
import { describe, expect } from 'vitest';
import { hydrated, test, type WatchedPage } from './harness';
import { baseUrl } from './site';

const OFF_SITE_RE = /^https?:\/\/evil\.example(?::\d+)?\//;

interface RedirectWatch extends WatchedPage {
  /** every request the browser tried to send to evil.example */
  offSite: string[];
}

async function guard(w: WatchedPage): Promise<RedirectWatch> {
  const offSite: string[] = [];
  await w.context.route(OFF_SITE_RE, (route) => {
    offSite.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>off site</title>' });
  });
  return { ...w, offSite };
}

/**
 * Open `path` as typed (raw, so the browser's URL parser sees the tab or the backslash) and wait
 * until the browser either lands on `landing` of the site or reaches evil.example.
 */
async function visitAndSettle(w: RedirectWatch, path: string, landing: string): Promise<URL> {
  const origin = new URL(baseUrl()).origin;
  await w.page.goto(baseUrl() + path, { waitUntil: 'commit' });
  await w.page.waitForURL((url) => url.hostname === 'evil.example' || (url.origin === origin && url.pathname === landing));
  return new URL(w.page.url());
}

/** [what follows the language segment, where the browser must land (same origin)] */
const ATTACKS: [string, string][] = [
  ['//evil.example/x', '/evil.example/x'],
  ['////evil.example/x', '/evil.example/x'],
  ['/\\evil.example/x', '/evil.example/x'],
  ['/\\\\evil.example/x', '/evil.example/x'],
  ['/\t/evil.example/x', '/evil.example/x'],
  ['/\n/evil.example/x', '/evil.example/x'],
  ['/\t\\evil.example/x', '/evil.example/x'],
  ['/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
  ['/%5Cevil.example/x', '/%5Cevil.example/x'],
  ['/%5C%5Cevil.example/x', '/%5C%5Cevil.example/x'],
  ['/%2F%5Cevil.example/x', '/%2F%5Cevil.example/x'],
];
const shown = (s: string) => JSON.stringify(s);

describe('the 404 page redirect from /en/… to the path without it stays on the site', () => {
  test.for(ATTACKS)('/en%s', async ([rest, landing], { watched }) => {
    const w = await guard(watched);
    const url = await visitAndSettle(w, `/en${rest}`, landing);
    expect(w.offSite, shown(rest)).toEqual([]);
    expect(url.origin).toBe(new URL(baseUrl()).origin);
    await hydrated(w.page);
    expect(await w.page.locator('main h1').textContent()).toBe('PAGE NOT FOUND');
  });

  test('the query and the hash are kept', async ({ watched }) => {
    const w = await guard(watched);
    const url = await visitAndSettle(w, '/en//evil.example/x?a=1#b', '/evil.example/x');
    expect(w.offSite).toEqual([]);
    expect(url.search + url.hash).toBe('?a=1#b');
  });
});

describe('the first-visit language redirect (Chinese browser on a site-language path) stays on the site', () => {
  test.override({ pageOptions: { returningVisitor: false, locale: 'zh-CN' } });
  // the redirect moves a reader only off a page of the site language: the attack is a path of it
  test.for(ATTACKS)('%s', async ([rest], { watched }) => {
    const w = await guard(watched);
    const origin = new URL(baseUrl()).origin;
    await w.page.goto(baseUrl() + rest, { waitUntil: 'commit' });
    await w.page.waitForURL((url) => url.hostname === 'evil.example' || (url.origin === origin && url.pathname.startsWith('/zh/')));
    expect(w.offSite, shown(rest)).toEqual([]);
    expect(new URL(w.page.url()).origin).toBe(origin);
    await hydrated(w.page);
    expect(await w.page.getAttribute('html', 'lang')).toBe('zh');
  });
});

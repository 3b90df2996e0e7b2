// Scripts in a page body under the site's policy (tests/fixtures/body-scripts, served with its
// `_headers`): the scripts the site's owner put in the head run, those a component rendered or a
// rehype plugin added to the body are refused by the browser, and the page still hydrates.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { serveFixtureSite, type FixtureSite } from './fixture-site';
import { hydrated, test } from './harness';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('body-scripts');
}, 180_000);
afterAll(async () => {
  await site?.close();
});

type Flags = Record<'fromConfig' | 'fromFrontMatter' | 'fromStats' | 'fromComponent' | 'fromBeacon' | 'fromPlugin', unknown>;

describe('scripts in a page body, in the browser', () => {
  test('the head scripts run; the body scripts of a component and a plugin are refused', async ({ page, watched }) => {
    const blocked: string[] = [];
    await watched.context.exposeBinding('__reportCsp', (_source, text: string) => void blocked.push(text));
    await watched.context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) => (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(e.blockedURI || 'inline'),
        true,
      );
    });
    // the external scripts, answered here (the test has no network): the config head's, and the component's
    const answer = (flag: string) => ({ contentType: 'text/javascript', body: `window.${flag} = 1;` });
    await page.route('https://stats.example/a.js', (route) => route.fulfill(answer('fromStats')));
    await page.route('https://beacon.example/b.js', (route) => route.fulfill(answer('fromBeacon')));
    const response = await page.goto(site.origin + '/guide/widget');
    // every script of the document has run (or been refused) before it hydrates
    await hydrated(page);
    const flags = await page.evaluate(() => {
      const w = window as unknown as Flags;
      return {
        fromConfig: w.fromConfig,
        fromFrontMatter: w.fromFrontMatter,
        fromStats: w.fromStats,
        fromComponent: w.fromComponent,
        fromBeacon: w.fromBeacon,
        fromPlugin: w.fromPlugin,
      };
    });
    expect(flags).toEqual({
      fromConfig: 1,
      fromFrontMatter: 1,
      fromStats: 1,
      fromComponent: undefined,
      fromBeacon: undefined,
      fromPlugin: undefined,
    });
    // each refusal is reported by both policies in force: the header's and the page's <meta> (cspMeta)
    await expect.poll(() => blocked.length).toBe(6);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' https://stats.example 'sha256-");
    expect(blocked.toSorted()).toEqual([
      'https://beacon.example/b.js',
      'https://beacon.example/b.js',
      'inline',
      'inline',
      'inline',
      'inline',
    ]);
    expect(await page.locator('.box[title="data"]').textContent()).toBe('Boxed text.');
  });
});

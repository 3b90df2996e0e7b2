// The built site served with the `_headers` the build wrote (as Netlify / Cloudflare Pages would):
// its Content-Security-Policy must let every page, the search dialog, a client navigation and the
// 404 page work without one violation, and still let the theme script paint dark first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startPreview, type PreviewServer } from '../../src/node/preview/preview-server';
import { hydrated, test, type WatchedPage } from './harness';
import { distDir } from './site';

let server: PreviewServer;
let origin: string;
beforeAll(async () => {
  server = await startPreview({ dir: distDir(), port: 0, headers: true });
  origin = server.url.replace(/\/$/, '');
});
afterAll(async () => {
  await server?.close();
});

const NOT_FOUND_STATUS = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

interface CspRecord {
  /** violations seen by the securitypolicyviolation listener of every document the page loaded */
  violations: () => Promise<string[]>;
  /** console messages that name the policy (Chrome logs every refusal) */
  cspMessages: () => string[];
}

/** Make the page's documents record every CSP violation from their first byte on (call before loading one). */
async function recordCspViolations(w: WatchedPage): Promise<CspRecord> {
  const seen: string[] = [];
  await w.context.exposeBinding('__reportCsp', (_source, text: string) => void seen.push(text));
  await w.context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      true,
    );
  });
  return {
    violations: async () => {
      // the binding call is asynchronous: give pending reports a moment to land
      await w.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      return seen;
    },
    cspMessages: () => w.problems.filter((p) => /Content Security Policy/i.test(p)),
  };
}

describe('Content-Security-Policy from _headers', () => {
  test('the policy header is sent with pages, 404s and assets; script-src has no unsafe-inline or unsafe-eval', async () => {
    const page = await fetch(`${origin}/guide/start/`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${origin}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(policy);
    const html = await page.text();
    const entry = /<script type="module" src="([^"]+)"/.exec(html)![1];
    const asset = await fetch(origin + entry);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('no built page has an inline event handler or a javascript: URL, no script calls eval or new Function', () => {
    const files = readdirSync(distDir(), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const read = (entry: (typeof files)[number]) => readFileSync(join(entry.parentPath, entry.name), 'utf8');
    const pages = files.filter((entry) => entry.name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    for (const entry of pages) {
      const html = read(entry);
      expect(html, entry.name).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html, entry.name).not.toMatch(/\s(?:href|src|action|formaction)\s*=\s*"\s*javascript:/i);
    }
    // script-src has no 'unsafe-eval': code that evaluates strings would throw at run time
    for (const entry of files.filter((e) => e.name.endsWith('.js')))
      expect(read(entry), entry.name).not.toMatch(/\beval\(|\bnew Function\(/);
  });

  test('home, a doc page, /zh/ and the 404 page load and hydrate without a violation', async ({ page, watched }) => {
    const csp = await recordCspViolations(watched);
    for (const path of ['/', '/guide/start/quick-start', '/zh/', '/does-not-exist']) {
      const response = await page.goto(origin + path);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await hydrated(page);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(await csp.violations()).toEqual([]);
    expect(watched.problems.filter((p) => p !== NOT_FOUND_STATUS)).toEqual([]);
  });

  test('the search dialog fetches the local index and shows results; a client navigation follows; no violation', async ({
    page,
    watched,
  }) => {
    const csp = await recordCspViolations(watched);
    await page.goto(origin + '/guide/start/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('snapshot');
    await dialog.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.click('main a[href="/guide/start/quick-start"]');
    await page.waitForURL('**/guide/start/quick-start');
    await expect.poll(() => page.textContent('main h1')).toContain('Quick start');
    // content rendered on the client (tabs, code blocks) after the navigation
    await page.waitForLoadState('networkidle');
    expect(watched.documentLoads()).toBe(1);
    expect(await csp.violations()).toEqual([]);
    expect(csp.cspMessages()).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  test("a stored 'dark' theme is applied by the hashed inline script before DOMContentLoaded", async ({ page, watched }) => {
    const csp = await recordCspViolations(watched);
    await watched.context.addInitScript(() => {
      localStorage.setItem('rspress-theme-appearance', 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __classAtReady: string }).__classAtReady = document.documentElement.className;
      });
    });
    await page.goto(origin + '/guide/start/', { waitUntil: 'domcontentloaded' });
    const atReady = await page.evaluate(() => (window as unknown as { __classAtReady: string }).__classAtReady);
    expect(atReady.split(' ')).toContain('dark');
    await hydrated(page);
    expect(await csp.violations()).toEqual([]);
    expect(csp.cspMessages()).toEqual([]);
  });

  test('an inline script the build did not hash is refused (the policy is in force)', async ({ page, watched }) => {
    const csp = await recordCspViolations(watched);
    await page.goto(origin + '/guide/start/');
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => csp.violations()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  });
});

// Every prerendered page of the real site holds its content before any script runs (file level, no
// browser), and the main page kinds load in the browser without a console error, a warning or a
// recoverable hydration error (client-entry.tsx reports those as warnings), in both languages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect } from 'vitest';
import { type DistPage, readDistPages } from './dist-pages';
import { hydrated, settled, test } from './harness';
import { baseUrl, distDir } from './site';

const NOT_FOUND_TEXT: Record<string, string> = { en: 'PAGE NOT FOUND', zh: '页面未找到' };
/** The one console line a 404 page may cause: Chromium's own note about the document's status. */
const DOCUMENT_404 = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

const squash = (text: string) => text.replace(/\s+/g, '');

/** Markdown inline syntax down to its text: links, images, code, emphasis and :badge directives. */
function plainText(markdown: string): string {
  return markdown
    .replace(/:badge\[[^\]]*\](\{[^}]*\})?/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2');
}

/** The page's title and first prose paragraph, from its Markdown twin next to the HTML file. */
function twinOf(page: DistPage): { title: string; paragraph: string } | undefined {
  const file = join(distDir(), page.file.replace(/\.html$/, '.md'));
  if (!existsSync(file)) return undefined;
  const markdown = readFileSync(file, 'utf8');
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? '';
  const paragraph = markdown
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .find((block) => block && !/^(#|```|:::|- |\d+\. |\||>|<)/.test(block));
  return { title: plainText(title), paragraph: plainText(paragraph ?? '') };
}

describe('prerendered HTML of every page', () => {
  let pages: DistPage[] = [];
  beforeAll(() => {
    pages = readDistPages(distDir());
  });

  test('the build wrote every page of both languages', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.filter((page) => page.route.startsWith('/zh/')).length).toBe(
      pages.filter((page) => !page.route.startsWith('/zh/')).length,
    );
  });

  test('each page holds its h1 and its first paragraph in the server HTML (no empty root, no fallback)', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const text = squash(page.text);
      if (squash(page.root).length < 500) problems.push(`${page.file}: the root holds almost nothing`);
      const lang = page.route.startsWith('/zh/') ? 'zh' : 'en';
      if (page.route.endsWith('/404')) {
        if (page.h1s[0] !== NOT_FOUND_TEXT[lang]) problems.push(`${page.file}: h1 ${JSON.stringify(page.h1s[0])}`);
        if (!text.includes('404')) problems.push(`${page.file}: no 404 on the page`);
        continue;
      }
      const twin = twinOf(page);
      if (!twin) {
        problems.push(`${page.file}: no Markdown twin to compare with`);
        continue;
      }
      if (page.h1s[0] !== twin.title)
        problems.push(`${page.file}: h1 ${JSON.stringify(page.h1s[0])}, expected ${JSON.stringify(twin.title)}`);
      if (!twin.paragraph) problems.push(`${page.file}: its Markdown has no paragraph`);
      else if (!text.includes(squash(twin.paragraph))) problems.push(`${page.file}: body lacks "${twin.paragraph.slice(0, 60)}…"`);
    }
    expect(problems).toEqual([]);
  });
});

describe('no console problems on the main page kinds', () => {
  const kinds = {
    home: '/',
    doc: '/guide/start/quick-start',
    'API overview': '/api/',
    'config overview': '/config/',
    '404': '/no/such/page',
  };
  for (const prefix of ['', '/zh']) {
    for (const [kind, path] of Object.entries(kinds)) {
      const url = prefix + path;
      test(`${url} (${kind}): no console error or warning, no recoverable hydration error`, async ({ page, watched }) => {
        const response = await page.goto(baseUrl() + url);
        // the route table and idle work load after hydration: let them finish before judging
        await settled(page);
        const isNotFound = kind === '404';
        expect(response?.status()).toBe(isNotFound ? 404 : 200);
        expect(await page.locator('h1').count()).toBe(1);
        expect(watched.problems).toEqual(isNotFound ? [DOCUMENT_404] : []);
      });
    }
  }
});

describe('first paint', () => {
  // Chromium fetches a module script at high priority, as if the paint needed it; the page is
  // prerendered, so the client entry waits behind the stylesheet (what Lighthouse reads as render-blocking)
  test('the client entry is fetched at low priority, the stylesheet at the highest', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) => priorities.set(new URL(e.request.url).pathname, e.request.initialPriority));
    await page.goto(`${baseUrl()}/guide/start/quick-start`);
    await hydrated(page);
    const of = (re: RegExp) => [...priorities].filter(([path]) => re.test(path)).map(([, priority]) => priority);
    expect(of(/^\/assets\/client-entry-[\w-]+\.js$/)).toEqual(['Low']);
    expect(of(/^\/assets\/client-entry-[\w-]+\.css$/)).toEqual(['VeryHigh']);
  });
});

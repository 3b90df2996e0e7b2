// npm run dev: the HTML of a page carries the styles of its first paint, so it paints styled as it
// arrives, before any script or stylesheet request (the browser test checks what shows).
import { describe, expect, it } from 'vitest';
import { fixtureContent, runScriptCli } from './helpers';

async function devHtml(fixture: string, path: string): Promise<string> {
  const run = await runScriptCli('tests/build/dev-render.ts', [fixtureContent(fixture), path], { timeoutMs: 120_000 });
  expect(run.status, run.stderr).toBe(0);
  const answer = JSON.parse(run.stdout.trim()) as { status: number; body: string };
  expect(answer.status).toBe(200);
  return answer.body;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const firstPaintStyles = (html: string) => [...html.matchAll(/<style data-first-paint-css>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
const stylesheetLinks = (html: string) => [...head(html).matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);

describe('dev: the first paint’s styles', () => {
  it('are in the HTML itself: the theme’s CSS and brand colours in one style element, no stylesheet to fetch', async () => {
    const html = await devHtml('translation-fallback', '/guide/start');
    const styles = firstPaintStyles(html);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('.rp-nav');
    expect(styles[0]).toContain('--rp-c-brand');
    expect(stylesheetLinks(html)).toEqual([]);
  });

  it('link custom CSS that names other files after the theme’s styles, so its URLs resolve from its own folder', async () => {
    const html = await devHtml('theme-custom', '/');
    const [style] = firstPaintStyles(html);
    // the brand colours are the site's; its CSS with url('./stripe.svg') is not copied in
    expect(style).toContain('#1d4ed8');
    expect(style).not.toContain('stripe.svg');
    const links = stylesheetLinks(html);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/href="[^"]*styles\/theme\.css" data-first-paint-css/);
    expect(head(html).indexOf(links[0])).toBeGreaterThan(head(html).indexOf('<style data-first-paint-css>'));
  });
});

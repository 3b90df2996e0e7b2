import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../src/node/page/headers-file';
import { type BuildRun, buildFixture, outExists, readOut, removeOut } from './helpers';

let run: BuildRun;
let pages: { file: string; html: string }[];

/** Every .html file of the output, relative paths. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** Bodies of inline scripts the browser executes: no src, no data type. Written independently of src/node/page/csp.ts. */
const executableScripts = (html: string) =>
  [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, body]) => body !== '' && !/\ssrc=/.test(attrs) && !/type="application\/json"/.test(attrs))
    .map(([, , body]) => body);
const jsonScripts = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `));

beforeAll(async () => {
  run = await buildFixture('csp');
  if (!run.ok) throw new Error(`the csp fixture failed to build:\n${run.output}`);
  pages = htmlFiles(run.outDir).map((file) => ({ file, html: readOut(run.outDir, file) }));
});
afterAll(() => removeOut(run?.outDir));

describe('build: Content-Security-Policy', () => {
  it('writes _headers: every path under the base gets the policy and security headers', () => {
    const lines = readOut(run.outDir, '_headers').trimEnd().split('\n');
    expect(lines[0]).toBe('/docs/*');
    expect(lines[1]).toMatch(/^  Content-Security-Policy: default-src 'self'; /);
    expect(lines).toContain('  X-Content-Type-Options: nosniff');
    expect(lines).toContain('  X-Frame-Options: DENY');
    expect(lines).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
  });

  it('_headers caches for good only hashed files that exist (a miss must not be cached), within the 100 rules Cloudflare Pages accepts', () => {
    const [security, ...rest] = parseHeadersFile(readOut(run.outDir, '_headers'));
    expect(security.path).toBe('/docs/*');
    expect(security.headers.map(([name]) => name)).not.toContain('Cache-Control');
    const cached = rest.map((rule) => rule.path);
    for (const rule of rest) {
      expect(rule.path).toMatch(/^\/docs\/assets\/[\w.-]+$/);
      expect(outExists(run.outDir, rule.path.slice('/docs/'.length)), rule.path).toBe(true);
      expect(rule.headers).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
    }
    // the files every page loads first
    const home = readOut(run.outDir, 'index.html');
    const entry = /<script type="module" src="([^"]+)"/.exec(home)![1];
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(home)![1];
    expect(cached).toEqual(expect.arrayContaining([entry, stylesheet]));
    expect(rest.length + 1).toBeLessThanOrEqual(100);
  });

  it("script-src is 'self' plus the hash of every inline script of every built page, and nothing else", () => {
    const policy = /Content-Security-Policy: (.*)/.exec(readOut(run.outDir, '_headers'))![1];
    const expected = new Set(pages.flatMap((page) => executableScripts(page.html)).map(sha));
    // theme, language redirect, and the guide page's own front matter script
    expect(expected.size).toBe(3);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${[...expected].join(' ')}`);
    for (const page of pages) for (const json of jsonScripts(page.html)) expect(policy, page.file).not.toContain(sha(json));
    expect(directive(policy, 'style-src-elem')).toBe(`style-src-elem 'self' ${sha('.guide-banner { color: rebeccapurple; }')}`);
    // local search: nothing to connect to but the site
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('no page has an inline event handler or a javascript: URL (they would need unsafe-inline)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const page of pages) {
      expect(page.html, page.file).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(page.html, page.file).not.toMatch(/(?:href|src|action)\s*=\s*"\s*javascript:/i);
    }
  });

  it('with cspMeta, each page carries its own policy in a <meta> before its first script', () => {
    for (const page of pages) {
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page.html);
      expect(meta, page.file).not.toBeNull();
      expect(page.html.indexOf(meta![0]), page.file).toBeLessThan(page.html.indexOf('<script'));
      const policy = meta![1].replace(/&#39;/g, "'");
      expect(directive(policy, 'script-src'), page.file).toBe(`script-src 'self' ${executableScripts(page.html).map(sha).join(' ')}`);
      // ignored (and warned about) in a meta tag
      expect(directive(policy, 'frame-ancestors'), page.file).toBeUndefined();
    }
  });
});

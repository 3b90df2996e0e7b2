import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT_RE = /<script[^>]+type="module"[^>]+src="([^"]+)"/g;
const PRELOAD_RE = /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g;

/** Sum of gzip sizes of the module scripts and modulepreloads a prerendered page loads on first visit. */
export function firstVisitJs(distDir: string, htmlFile: string, base = '/'): { gzip: number; raw: number; files: string[] } {
  const html = readFileSync(htmlFile, 'utf8');
  const files = new Set<string>();
  for (const re of [SCRIPT_RE, PRELOAD_RE]) for (const m of html.matchAll(re)) files.add(m[1]);
  let gzip = 0;
  let raw = 0;
  for (const url of files) {
    const buf = readFileSync(join(distDir, url.slice(base.length)));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { gzip, raw, files: [...files] };
}

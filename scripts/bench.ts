/**
 * npm run bench: build cost of the real site and of generated 250- and 1000-page sites (time and
 * peak memory of a cold build), first-visit JS of a doc page, the size of one page chunk, local
 * search figures, and Lighthouse scores and metrics of the real site served by scripts/preview.ts.
 * It prints figures and asserts nothing: the tests hold what does not depend on the machine (the
 * first-visit JS budget; Lighthouse accessibility, best practices and SEO).
 * `npm run bench -- --search`: the site build and the search figures only.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchLighthouse } from './bench-lighthouse';
import { benchSearch } from './bench-search';
import { generateSite } from './generate-site';
import { firstVisitJs } from './first-visit-js';
import { startPreview } from './preview';

const root = resolve(import.meta.dirname, '..');
const searchOnly = process.argv.includes('--search');
const tmp = join(root, '.vite/bench');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A cold build in a child process, timed by /usr/bin/time (wall seconds, peak RSS). */
function coldBuild(label: string, args: string[]): { seconds: number; peakMiB: number } {
  rmSync(join(root, 'node_modules/.vite'), { recursive: true, force: true });
  const r = spawnSync('/usr/bin/time', ['-f', '__TIME__ %e %M', process.execPath, 'scripts/run-bundled.mjs', 'scripts/build.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  const match = r.stderr.match(/__TIME__ ([\d.]+) (\d+)/);
  if (r.status !== 0 || !match) throw new Error(`${label} failed:\n${r.stderr}`);
  return { seconds: Number(match[1]), peakMiB: Math.round(Number(match[2]) / 1024) };
}

function countPages(dir: string): number {
  const out = execFileSync('find', [dir, '-name', '*.html', '-not', '-name', '404.html'], { encoding: 'utf8' });
  return out.split('\n').filter(Boolean).length;
}

mkdirSync(tmp, { recursive: true });
const siteOut = join(tmp, 'site-dist');
const siteManifest = join(tmp, 'site-manifest.json');
const site = coldBuild('site build', ['--out', siteOut, '--manifest', siteManifest]);
console.log(`site build (${countPages(siteOut)} pages): ${site.seconds.toFixed(2)} s, peak RSS ${site.peakMiB} MiB`);
for (const line of await benchSearch(siteOut)) console.log(line);
if (searchOnly) process.exit(0);

const fv = firstVisitJs(siteOut, join(siteOut, 'guide/start/quick-start.html'));
console.log(`first-visit JS of /guide/start/quick-start: ${kb(fv.gzip)} gzip in ${fv.files.length} files (${kb(fv.raw)} raw)`);
const manifest = JSON.parse(readFileSync(siteManifest, 'utf8'));
const chunk = join(siteOut, manifest['content/en/guide/start/quick-start.md'].file);
console.log(`page chunk of /guide/start/quick-start: ${kb(gzipSync(readFileSync(chunk), { level: 9 }).length)} gzip`);
const preview = await startPreview({ dir: siteOut, port: 0 });
try {
  for (const line of await benchLighthouse(preview.url)) console.log(line);
} finally {
  await preview.close();
}

for (const pages of [250, 1000]) {
  const content = join(tmp, `content-${pages}`);
  generateSite(content, pages, join(root, 'content'));
  const out = join(tmp, `dist-${pages}`);
  const r = coldBuild(`${pages}-page build`, ['--content', content, '--out', out]);
  const g = firstVisitJs(out, join(out, 'section-0/page-1.html'));
  console.log(`generated ${pages} pages: ${r.seconds.toFixed(2)} s, peak RSS ${r.peakMiB} MiB, first-visit JS of a doc page ${kb(g.gzip)} gzip`);
}

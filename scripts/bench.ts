/**
 * npm run bench: build cost of this site and of generated realistic sites (scripts/generate-site.ts),
 * first-visit JS, the size of one page chunk, local search figures, and Lighthouse scores and
 * metrics of this site served by the preview server. It prints figures and asserts nothing: the
 * tests hold what does not depend on the machine (the first-visit JS budget; Lighthouse
 * accessibility, best practices and SEO).
 *
 *   npm run bench                          everything: this site, then 2000 and 10000 generated pages
 *   npm run bench -- --pages 2000          only the build figures of these sizes ('site' is this site;
 *   npm run bench -- --pages site,2000     sizes are pages of both languages together)
 *   npm run bench -- --search              this site's build and the search figures only
 *
 * The dev figures (this site and generated sites up to DEV_MAX_PAGES) are scripts/bench-dev.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { benchLighthouse } from './bench-lighthouse';
import { benchSearch } from './bench-search';
import { benchDev, formatDev, type DevFigures, type DevResult } from './bench-dev';
import { generateSite } from './generate-site';
import { firstVisitJs } from './first-visit-js';
import { startPreview } from '../src/node/preview/preview-server';
import { CACHE_SUBDIR } from '../src/node/cache/cache-dir';

const DEFAULT_SIZES = ['site', '2000', '10000'];
/** the dev server is measured on sites up to this size */
const DEV_MAX_PAGES = 2000;

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { search: { type: 'boolean' }, pages: { type: 'string' } } });
const tmp = join(root, '.vite/bench');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface ColdBuild {
  seconds: number;
  peakMiB: number;
  /** the build's own last line: its phases and how many pages came from the cache */
  summary: string;
}

/**
 * A cold build (no Vite cache, an empty build cache, which it fills) in a child process, timed by
 * GNU time: wall seconds and the peak resident memory of the build process (its worker threads
 * share that memory, so they are included).
 */
function coldBuild(label: string, args: string[]): ColdBuild {
  rmSync(join(root, 'node_modules/.vite'), { recursive: true, force: true });
  rmSync(join(root, CACHE_SUBDIR), { recursive: true, force: true });
  return timedBuild(label, args);
}

/** The build again after a one-page edit (a line added to `page`, removed afterwards), with the cache the cold build filled. */
function rebuildAfterEdit(label: string, args: string[], page: string): ColdBuild {
  const text = readFileSync(page, 'utf8');
  appendFileSync(page, '\nA line added by npm run bench.\n');
  try {
    return timedBuild(label, args);
  } finally {
    writeFileSync(page, text);
  }
}

function timedBuild(label: string, args: string[]): ColdBuild {
  const r = spawnSync('/usr/bin/time', ['-f', '__TIME__ %e %M', process.execPath, 'bin/quire.mjs', 'build', ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const match = r.stderr.match(/__TIME__ ([\d.]+) (\d+)/);
  if (r.status !== 0 || !match) throw new Error(`${label} failed:\n${r.stderr.slice(-4000)}`);
  const summary = r.stdout.trim().split('\n').at(-1) ?? '';
  console.log(`${label}: ${summary}`);
  return { seconds: Number(match[1]), peakMiB: Math.round(Number(match[2]) / 1024), summary };
}

function countPages(dir: string): number {
  const out = execFileSync('find', [dir, '-name', '*.html', '-not', '-name', '404.html'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\n').filter(Boolean).length;
}

interface Row {
  site: string;
  pages: number;
  build: ColdBuild;
  /** seconds of a build with the cache after a one-page edit */
  rebuild: number;
  firstVisitGzip: number;
  dev?: DevResult;
}

const rows: Row[] = [];
const percentOf = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}% of cold`;

function printRow({ site, pages, build, rebuild, firstVisitGzip, dev }: Row): void {
  console.log(
    `${site} (${pages} pages): cold build ${build.seconds.toFixed(2)} s, peak RSS ${build.peakMiB} MiB, rebuild after a one-page edit ${rebuild.toFixed(2)} s (${percentOf(rebuild, build.seconds)}), first-visit JS of a doc page ${kb(firstVisitGzip)} gzip`,
  );
  if (dev) console.log(`${site} (${pages} pages): dev, first page ${formatDev(dev)}`);
}

/** `quire dev` over `content`: time to its first page and to an edit of `file` (restored afterwards). */
function benchDevOf(content: string, page: string, file: string): Promise<DevResult> {
  return benchDev({ root, content, page, file: join(content, file) });
}

/** This site's cold build; with `details`, also its search, page chunk and Lighthouse figures. */
async function benchThisSite(details: 'all' | 'search' | 'none'): Promise<void> {
  const out = join(tmp, 'site-dist');
  const manifestFile = join(tmp, 'site-manifest.json');
  const build = coldBuild('site build', ['--out', out, '--manifest', manifestFile]);
  const fv = firstVisitJs(out, join(out, 'guide/start/quick-start.html'));
  const rebuild = rebuildAfterEdit(
    'site rebuild',
    ['--out', join(tmp, 'site-rebuilt')],
    join(root, 'content/en/guide/start/quick-start.md'),
  ).seconds;
  const dev =
    details === 'search' ? undefined : await benchDevOf(join(root, 'content'), '/guide/start/quick-start', 'en/guide/start/quick-start.md');
  const row = { site: 'this site', pages: countPages(out), build, rebuild, firstVisitGzip: fv.gzip, dev };
  rows.push(row);
  printRow(row);
  if (details === 'none') return;
  for (const line of await benchSearch(out)) console.log(line);
  if (details === 'search') return;
  console.log(`first-visit JS of /guide/start/quick-start: ${kb(fv.gzip)} gzip in ${fv.files.length} files (${kb(fv.raw)} raw)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const chunk = join(out, manifest['content/en/guide/start/quick-start.md'].file);
  console.log(`page chunk of /guide/start/quick-start: ${kb(gzipSync(readFileSync(chunk), { level: 9 }).length)} gzip`);
  const preview = await startPreview({ dir: out, port: 0 });
  try {
    for (const line of await benchLighthouse(preview.url)) console.log(line);
  } finally {
    await preview.close();
  }
}

/** A generated site of `pages` pages (both languages), built cold; its folders are removed afterwards. */
async function benchGenerated(pages: number): Promise<void> {
  const content = join(tmp, `content-${pages}`);
  const out = join(tmp, `dist-${pages}`);
  const generated = generateSite(content, pages, join(root, 'content'));
  try {
    const build = coldBuild(`${pages}-page build`, ['--content', content, '--out', out]);
    const fv = firstVisitJs(out, join(out, `${generated.samplePage.slice(1)}.html`));
    const rebuild = rebuildAfterEdit(
      `${pages}-page rebuild`,
      ['--content', content, '--out', out],
      join(content, `en${generated.samplePage}.md`),
    ).seconds;
    const dev = pages <= DEV_MAX_PAGES ? await benchDevOf(content, generated.samplePage, `en${generated.samplePage}.md`) : undefined;
    const row = { site: 'generated', pages: countPages(out), build, rebuild, firstVisitGzip: fv.gzip, dev };
    rows.push(row);
    printRow(row);
    console.log(`generated (${row.pages} pages): search index ${searchIndexSizes(out)}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(content, { recursive: true, force: true });
  }
}

/** The size of each language's search index file: 'en 15.1 MB, zh 16.6 MB'. */
function searchIndexSizes(out: string): string {
  const dir = join(out, 'search');
  if (!existsSync(dir)) return 'none';
  return readdirSync(dir)
    .map((file) => `${file.split('.')[0]} ${(statSync(join(dir, file)).size / 1e6).toFixed(1)} MB`)
    .join(', ');
}

/** How the cold build grows: each larger generated site against the smallest one measured. */
function printGrowth(): void {
  const [smallest, ...larger] = rows.filter((row) => row.site === 'generated').sort((a, b) => a.pages - b.pages);
  for (const row of larger) {
    console.log(
      `cold build of ${row.pages} pages: ${(row.build.seconds / smallest.build.seconds).toFixed(2)}× the ${smallest.pages}-page build, for ${(row.pages / smallest.pages).toFixed(1)}× the pages`,
    );
  }
}

function printTable(): void {
  console.log(
    '\n| site | pages | cold build | peak RSS | first-visit JS | rebuild after a one-page edit | dev: first page painted, hydrated (edit) | dev --no-cache |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { site, pages, build, rebuild, firstVisitGzip, dev } of rows) {
    const rebuilt = `${rebuild.toFixed(1)} s (${percentOf(rebuild, build.seconds)})`;
    const devCell = ({ paintedSeconds, shownSeconds, editMs }: DevFigures) =>
      `${paintedSeconds.toFixed(2)} s, ${shownSeconds.toFixed(2)} s (${Math.round(editMs)} ms)`;
    const devCells = dev ? `${devCell(dev.kept)} | ${devCell(dev.unkept)}` : '- | -';
    console.log(
      `| ${site} | ${pages} | ${build.seconds.toFixed(1)} s | ${(build.peakMiB / 1024).toFixed(2)} GiB | ${kb(firstVisitGzip)} | ${rebuilt} | ${devCells} |`,
    );
  }
}

mkdirSync(tmp, { recursive: true });
if (values.search) {
  await benchThisSite('search');
} else {
  const sizes = values.pages ? values.pages.split(',').map((s) => s.trim()) : DEFAULT_SIZES;
  for (const size of sizes) {
    if (size === 'site' || size === '116') await benchThisSite(values.pages ? 'none' : 'all');
    else if (/^\d+$/.test(size)) await benchGenerated(Number(size));
    else throw new Error(`--pages: '${size}' is neither 'site' nor a page count`);
  }
  printTable();
  printGrowth();
}

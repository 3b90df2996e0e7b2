/**
 * npm run bench: build cost of this site and of generated realistic sites (scripts/generate-site.ts),
 * the dev server's first page (scripts/bench-dev.ts), first-visit JS, the size of one page chunk,
 * local search figures, Lighthouse scores and metrics of this site served by the preview server, and
 * with `--rspress` the same site built by Rspress (scripts/bench-versus-rspress.ts). It ends with the
 * table of targets (scripts/bench-targets.ts), each judged on this run's figures. It asserts
 * nothing: the tests hold what does not depend on the machine. `npm run bench -- --help` lists the
 * options (scripts/bench-args.ts).
 *
 * Everything runs in a folder of its own in the system's temporary folder, removed at the end: each
 * site's builds in a copy of the generator with nothing kept (scripts/bench-fresh-copy.ts), so the
 * checkout's caches and content are only read, never removed or edited.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startPreview } from '../src/node/preview/preview-server';
import { resolveConfig } from '../src/shared/config';
import { BENCH_USAGE, parseBenchArgs, type BenchOptions } from './bench-args';
import { benchDev, formatDev, type DevFigures, type DevResult } from './bench-dev';
import { buildCopy, coldBuild, countPages, rebuildAfterEdit, type ColdBuild } from './bench-builds';
import { discard, discardInto } from './bench-discard';
import { makeFreshCopy, type FreshCopy } from './bench-fresh-copy';
import { benchLighthouse } from './bench-lighthouse';
import { hasRspress, rspressHome } from './bench-rspress';
import { benchSearch } from './bench-search';
import { benchSearchInBrowser } from './bench-search-browser';
import siteConfig from '../content/site.config';
import { cacheHitsOf, formatTargets, TARGET_PAGES, targetRows, type TargetFigures } from './bench-targets';
import { compareWithRspress, COMPARED_PAGE } from './bench-versus-rspress';
import { firstVisitBreakdown, firstVisitJs, formatBreakdown } from './first-visit-js';
import { SOURCE_MAPS_ENV } from '../src/node/vite/vite-config';
import { generateSite } from './generate-site';

/** the dev server is measured on sites up to this size */
const DEV_MAX_PAGES = 2000;

const root = resolve(import.meta.dirname, '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface Row {
  site: string;
  pages: number;
  build: ColdBuild;
  /** seconds of a build with the cache after a one-page edit */
  rebuild: number;
  firstVisitGzip: number;
  dev?: DevResult;
}

const percentOf = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}% of cold`;

function printRow({ site, pages, build, rebuild, firstVisitGzip, dev }: Row): void {
  console.log(
    `${site} (${pages} pages): cold build ${build.seconds.toFixed(2)} s, peak RSS ${build.peakMiB} MiB, rebuild after a one-page edit ${rebuild.toFixed(2)} s (${percentOf(rebuild, build.seconds)}), first-visit JS of a doc page ${kb(firstVisitGzip)} gzip`,
  );
  if (dev) console.log(`${site} (${pages} pages): dev, first page: ${formatDev(dev)}`);
}

const devStarts = (dev: DevResult) => ({ fresh: dev.fresh.paintedSeconds, next: dev.kept.paintedSeconds });

class Bench {
  readonly rows: Row[] = [];
  readonly figures: TargetFigures = {};

  constructor(
    private readonly work: string,
    private readonly options: BenchOptions,
  ) {}

  /** This site's cold build; with `details`, also its search, page chunk and Lighthouse figures. */
  async thisSite(details: 'all' | 'search' | 'none'): Promise<void> {
    const copy = buildCopy(root, this.work);
    try {
      const content = join(copy.root, 'content');
      const out = join(this.work, 'site-dist');
      const manifestFile = join(this.work, 'site-manifest.json');
      // with source maps the page does not link to, for the first-visit breakdown
      const withMaps = { ...copy, env: { ...copy.env, [SOURCE_MAPS_ENV]: '1' } };
      const built = coldBuild(withMaps, 'site build', ['--content', content, '--out', out, '--manifest', manifestFile]);
      const fv = firstVisitJs(out, join(out, 'guide/start/quick-start.html'));
      const rebuild = rebuildAfterEdit(
        copy,
        'site rebuild',
        ['--content', content, '--out', join(this.work, 'site-rebuilt')],
        join(content, 'en/guide/start/quick-start.md'),
      ).seconds;
      const dev =
        details === 'search'
          ? undefined
          : await benchDev({
              freshCopy: () => makeFreshCopy(root, this.work),
              content: (generator) => join(generator, 'content'),
              page: COMPARED_PAGE,
              file: 'en/guide/start/quick-start.md',
            });
      const row = { site: 'this site', pages: countPages(out), build: built, rebuild, firstVisitGzip: fv.gzip, dev };
      this.rows.push(row);
      printRow(row);
      this.figures.firstVisit = { gzip: fv.gzip, page: `${COMPARED_PAGE} of this site` };
      if (dev) this.figures.devSite = devStarts(dev);
      if (details === 'none') return await this.versusRspress(copy, content, out);
      const search = await benchSearch(out, { synonyms: siteConfig.search?.synonyms, ranking: true });
      for (const line of search.lines) console.log(line);
      this.figures.searchSite = search.figures;
      if (details === 'search') return;
      console.log(`first-visit JS of ${COMPARED_PAGE}: ${kb(fv.gzip)} gzip in ${fv.files.length} files (${kb(fv.raw)} raw)`);
      for (const line of formatBreakdown(firstVisitBreakdown(out, join(out, 'guide/start/quick-start.html'), { root: copy.root })))
        console.log(line);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      const chunk = join(out, manifest['content/en/guide/start/quick-start.md'].file);
      console.log(`page chunk of ${COMPARED_PAGE}: ${kb(gzipSync(readFileSync(chunk), { level: 9 }).length)} gzip`);
      const preview = await startPreview({ dir: out, port: 0 });
      try {
        for (const line of await benchLighthouse(preview.url)) console.log(line);
      } finally {
        await preview.close();
      }
      await this.versusRspress(copy, content, out);
    } finally {
      copy.remove();
    }
  }

  /** The Rspress comparison, when asked for (or installed and not refused). */
  private async versusRspress(copy: FreshCopy, content: string, out: string): Promise<void> {
    const home = rspressHome();
    const why =
      this.options.rspress === false
        ? 'off: --no-rspress'
        : this.options.rspress !== true && !hasRspress(home)
          ? 'not installed: --rspress installs it'
          : '';
    if (why) {
      console.log(`Rspress: not measured (${why})`);
      this.figures.rspressBuild = this.figures.fcp = { notMeasured: why };
      return;
    }
    const { default: user } = await import(pathToFileURL(join(content, 'site.config.ts')).href);
    const paired = join(this.work, 'site-paired');
    const { build: builds, fcp } = await compareWithRspress({
      home,
      contentDir: content,
      site: resolveConfig(user),
      // no out dir, as Rspress's site folder is made anew for each of its builds
      quireColdBuild: () => {
        discard(paired);
        return { ...coldBuild(copy, 'site build (paired with Rspress)', ['--content', content, '--out', paired]), outDir: paired };
      },
      quireOut: out,
      log: (line) => console.log(line),
    });
    const reasons = new Set([builds, fcp].flatMap((figure) => ('notMeasured' in figure ? [figure.notMeasured] : [])));
    for (const reason of reasons) console.log(`Rspress: not measured (${reason})`);
    this.figures.rspressBuild = builds;
    this.figures.fcp = fcp;
  }

  /** A generated site of `pages` pages (both languages), built cold; its folders are removed afterwards. */
  async generated(pages: number): Promise<void> {
    const content = join(this.work, `content-${pages}`);
    const out = join(this.work, `dist-${pages}`);
    const generated = generateSite(content, pages, join(root, 'content'));
    console.log(`generated site: ${generated.pages} pages, ${generated.warnedPages} of them with a Markdown warning`);
    const copy = buildCopy(root, this.work);
    try {
      const built = coldBuild(copy, `${pages}-page build`, ['--content', content, '--out', out]);
      const fv = firstVisitJs(out, join(out, `${generated.samplePage.slice(1)}.html`));
      const rebuilt = rebuildAfterEdit(
        copy,
        `${pages}-page rebuild`,
        ['--content', content, '--out', out],
        join(content, `en${generated.samplePage}.md`),
      );
      const dev =
        pages <= DEV_MAX_PAGES
          ? await benchDev({
              freshCopy: () => makeFreshCopy(root, this.work),
              content: () => content,
              page: generated.samplePage,
              file: `en${generated.samplePage}.md`,
            })
          : undefined;
      const row = { site: 'generated', pages: countPages(out), build: built, rebuild: rebuilt.seconds, firstVisitGzip: fv.gzip, dev };
      this.rows.push(row);
      printRow(row);
      const search = await benchSearch(out);
      for (const line of search.lines) console.log(`generated (${row.pages} pages): ${line}`);
      (this.figures.searchGenerated ??= {})[pages] = search.figures;
      this.figures.firstVisit ??= { gzip: fv.gzip, page: `${generated.samplePage} of the ${pages}-page generated site` };
      if (pages === TARGET_PAGES) {
        this.figures.rebuild = { cold: built.seconds, rebuild: rebuilt.seconds, fromCache: cacheHitsOf(rebuilt.summary) };
        if (dev) this.figures.devGenerated = devStarts(dev);
      }
    } finally {
      copy.remove();
      discard(out);
      discard(content);
    }
  }

  /**
   * The search figures of a generated site of `pages` pages, built cold: in Node with the client's
   * loader, then a reader in Chromium, whose figures the targets judge.
   */
  async generatedSearch(pages: number): Promise<void> {
    const content = join(this.work, `content-${pages}`);
    const out = join(this.work, `dist-${pages}`);
    const generated = generateSite(content, pages, join(root, 'content'));
    const copy = buildCopy(root, this.work);
    try {
      coldBuild(copy, `${pages}-page build`, ['--content', content, '--out', out]);
      const search = await benchSearch(out);
      const inBrowser = await benchSearchInBrowser(out, { en: generated.samplePage, zh: `/zh${generated.samplePage}` });
      for (const line of [...search.lines, ...inBrowser.lines]) console.log(`generated (${generated.pages} pages): ${line}`);
      (this.figures.searchGenerated ??= {})[pages] = inBrowser.figures;
    } finally {
      copy.remove();
      discard(out);
      discard(content);
    }
  }

  /** How the cold build grows: each larger generated site against the smallest one measured. */
  printGrowth(): void {
    const [smallest, ...larger] = this.rows.filter((row) => row.site === 'generated').sort((a, b) => a.pages - b.pages);
    for (const row of larger) {
      console.log(
        `cold build of ${row.pages} pages: ${(row.build.seconds / smallest.build.seconds).toFixed(2)}× the ${smallest.pages}-page build, for ${(row.pages / smallest.pages).toFixed(1)}× the pages`,
      );
    }
  }

  printTable(): void {
    console.log(
      '\n| site | pages | cold build | peak RSS | first-visit JS | rebuild after a one-page edit | dev: fresh start | dev: next start | dev --no-cache |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    const devCell = ({ paintedSeconds, shownSeconds, editMs }: DevFigures) =>
      `${paintedSeconds.toFixed(2)} s, ${shownSeconds.toFixed(2)} s (${Math.round(editMs)} ms)`;
    for (const { site, pages, build, rebuild, firstVisitGzip, dev } of this.rows) {
      const rebuilt = `${rebuild.toFixed(1)} s (${percentOf(rebuild, build.seconds)})`;
      const devCells = dev ? `${devCell(dev.fresh)} | ${devCell(dev.kept)} | ${devCell(dev.unkept)}` : '- | - | -';
      console.log(
        `| ${site} | ${pages} | ${build.seconds.toFixed(1)} s | ${(build.peakMiB / 1024).toFixed(2)} GiB | ${kb(firstVisitGzip)} | ${rebuilt} | ${devCells} |`,
      );
    }
  }

  printTargets(): void {
    console.log("\nTargets (each judged on this run's figures):");
    for (const line of formatTargets(targetRows(this.figures))) console.log(line);
  }
}

async function run(options: BenchOptions, work: string): Promise<void> {
  const bench = new Bench(work, options);
  if (options.search) {
    // with --pages, the search figures of those sites; else of this site
    for (const size of options.onlyBuilds ? options.sizes : ['site'])
      if (size === 'site' || size === '116') await bench.thisSite('search');
      else await bench.generatedSearch(Number(size));
  } else {
    for (const size of options.sizes) {
      if (size === 'site' || size === '116') await bench.thisSite(options.onlyBuilds ? 'none' : 'all');
      else await bench.generated(Number(size));
    }
    bench.printTable();
    bench.printGrowth();
  }
  bench.printTargets();
}

const parsed = parseBenchArgs(process.argv.slice(2));
if (parsed.help) {
  console.log(BENCH_USAGE);
} else if ('error' in parsed) {
  console.error(`npm run bench: ${parsed.error}\n\n${BENCH_USAGE}`);
  process.exitCode = 1;
} else {
  const work = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  // nothing is removed while the bench measures (bench-discard.ts): it all goes with the work folder
  discardInto(join(work, 'discarded'));
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  // an interrupted bench leaves no copies behind
  process.once('SIGINT', () => {
    removeWork();
    process.exit(130);
  });
  try {
    await run(parsed.options, work);
  } finally {
    removeWork();
  }
}

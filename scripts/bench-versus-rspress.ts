/**
 * quire against Rspress on this site's Markdown: cold builds in pairs, quire then Rspress, so both
 * meet the same load on a shared machine, each with nothing kept from an earlier build (no cache and
 * no out dir), and Lighthouse (mobile) on the quick-start page of both
 * builds, served alike by the preview server, one after the other. Medians are reported. Whatever
 * fails here (no network for the install, a build Rspress cannot make) is a figure not measured,
 * with its reason; the rest of the bench goes on.
 */
import { startPreview, type PreviewServer } from '../src/node/preview/preview-server';
import type { SiteConfig } from '../src/shared/config-schema';
import { auditPages } from './bench-lighthouse';
import { countFiles } from './bench-builds';
import { installRspress, rspressColdBuild, rspressOutDir } from './bench-rspress';
import { median, type TargetFigures } from './bench-targets';
import { cpuSummary, type TimeFigures } from './bench-timed';

/** Pairs of cold builds, and Lighthouse runs of each site. */
const PAIRS = 3;
const LIGHTHOUSE_RUNS = 3;
export const COMPARED_PAGE = '/guide/start/quick-start';

export interface RspressComparison {
  build: NonNullable<TargetFigures['rspressBuild']>;
  fcp: NonNullable<TargetFigures['fcp']>;
}

export interface ComparisonInput {
  /** Rspress's install folder */
  home: string;
  contentDir: string;
  site: SiteConfig;
  /** a cold build of quire over the same content, into no out dir (as Rspress gets): its times, and the folder it wrote */
  quireColdBuild: () => TimeFigures & { outDir: string };
  /** quire's build of the site, to serve */
  quireOut: string;
  log: (line: string) => void;
}

/** The first line of an error, for a 'not measured (…)' reason. */
const reasonOf = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0];

/**
 * A build's figures in a pair: its wall time, its CPU time in user mode and in the kernel, and how many
 * files it wrote. Where the cores are few both builds are CPU-bound, so the CPU time tells where a
 * difference comes from; creating many small files shows as kernel time.
 */
const buildFigures = (run: TimeFigures, outDir: string) =>
  `${run.seconds.toFixed(2)} s (${cpuSummary(run)}; ${countFiles(outDir)} files written; peak RSS ${run.peakMiB} MiB)`;

/** Cold builds of both, in pairs: quire first, Rspress second. */
function pairedBuilds({ home, contentDir, site, quireColdBuild, log }: ComparisonInput): RspressComparison['build'] {
  const quire: number[] = [];
  const rspress: number[] = [];
  for (let pair = 1; pair <= PAIRS; pair++) {
    const ours = quireColdBuild();
    quire.push(ours.seconds);
    try {
      const run = rspressColdBuild(home, contentDir, site);
      rspress.push(run.seconds);
      // each pair's own ratio too: the machine's speed can drift between pairs, and a pair shares its moment
      log(
        `pair ${pair}: quire cold build ${buildFigures(ours, ours.outDir)}, Rspress cold build ${buildFigures(run, rspressOutDir(home))}; ratio ${(ours.seconds / run.seconds).toFixed(3)}`,
      );
    } catch (error) {
      return { notMeasured: `rspress build failed: ${reasonOf(error)}` };
    }
  }
  return { quire: median(quire), rspress: median(rspress), pairs: PAIRS };
}

/** Lighthouse's first contentful paint of one page, in milliseconds. */
async function fcpOf(url: string): Promise<number> {
  const [result] = await auditPages(url, { paths: [COMPARED_PAGE], categories: ['performance'] });
  if (result.fcpMs === undefined) throw new Error(`lighthouse gave no first contentful paint for ${url}${COMPARED_PAGE}`);
  return result.fcpMs;
}

/** Lighthouse on both builds' quick-start page, quire and Rspress in turn. */
async function pairedPaints({ home, quireOut, log }: ComparisonInput): Promise<RspressComparison['fcp']> {
  const servers: PreviewServer[] = [];
  try {
    for (const dir of [quireOut, rspressOutDir(home)]) servers.push(await startPreview({ dir, port: 0, log }));
    const [quireUrl, rspressUrl] = servers.map((server) => server.url);
    const quire: number[] = [];
    const rspress: number[] = [];
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      quire.push(await fcpOf(quireUrl));
      rspress.push(await fcpOf(rspressUrl));
      log(
        `lighthouse ${COMPARED_PAGE} (mobile), run ${run}: FCP quire ${Math.round(quire.at(-1)!)} ms, Rspress ${Math.round(rspress.at(-1)!)} ms`,
      );
    }
    return { quire: median(quire), rspress: median(rspress), runs: LIGHTHOUSE_RUNS };
  } catch (error) {
    return { notMeasured: `lighthouse failed: ${reasonOf(error)}` };
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

export async function compareWithRspress(input: ComparisonInput): Promise<RspressComparison> {
  const failure = installRspress(input.home, input.log);
  if (failure) return { build: { notMeasured: failure }, fcp: { notMeasured: failure } };
  const build = pairedBuilds(input);
  if ('notMeasured' in build) return { build, fcp: build };
  const fcp = await pairedPaints(input);
  const ratio = build.quire / build.rspress;
  input.log(
    `Rspress comparison: cold build quire ${build.quire.toFixed(2)} s, Rspress ${build.rspress.toFixed(2)} s (medians of ${build.pairs} pairs), ratio ${ratio.toFixed(2)}`,
  );
  return { build, fcp };
}

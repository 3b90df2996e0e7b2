/**
 * Lighthouse on a few pages with its default config (mobile, simulated throttling), in Debian's
 * Chromium. `npm run bench` prints the four category scores with FCP, LCP, TBT and CLS; the
 * Lighthouse test asks only for the categories that do not depend on how busy the machine is
 * (accessibility, best practices, SEO). Nothing here reaches the network beyond the site under test:
 * the default config loads no plugin, and the pages' own requests are returned so callers can check
 * they stayed on the site's origin.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export const LIGHTHOUSE_PAGES = ['/', '/guide/start/quick-start', '/config/'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

export interface LighthouseResult {
  path: string;
  /** 0-100 per category audited */
  scores: Partial<Record<Category, number>>;
  /** display values: '0.8 s', '20 ms', '0'; only when performance was audited */
  metrics?: Record<keyof typeof METRICS, string>;
  /** first contentful paint in milliseconds; only when performance was audited */
  fcpMs?: number;
  /** audits that scored below 1 in a category, with their title, to say what to fix */
  failing: string[];
  /** every URL the page requested */
  requests: string[];
}

interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: { url?: string }[] };
}

/** Audits of a category that lost points (informative and manual audits carry no weight). */
function failingAudits(
  lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }>; audits: Record<string, AuditLike> },
  categories: readonly Category[],
): string[] {
  return categories.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id} (${audit.title})${audit.displayValue ? ` ${audit.displayValue}` : ''}`),
  );
}

export interface AuditOptions {
  paths?: string[];
  categories?: readonly Category[];
}

/** Run Lighthouse on each path of a served site, one after the other in one Chromium. */
export async function auditPages(
  siteUrl: string,
  { paths = LIGHTHOUSE_PAGES, categories = CATEGORIES }: AuditOptions = {},
): Promise<LighthouseResult[]> {
  const origin = siteUrl.replace(/\/$/, '');
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    // A headless Chromium that has just started can put its first page on screen about a second after
    // painting it, so paint timings are taken once it has shown one page.
    // Lighthouse clears the origin's cache and storage before each run, so nothing else carries over.
    if (categories.includes('performance'))
      await lighthouse(origin + paths[0], { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      // network-requests (part of no scored category) lists what the page fetched
      const runner = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        onlyAudits: ['network-requests'],
      });
      if (!runner) throw new Error(`lighthouse returned nothing for ${path}`);
      const { lhr } = runner;
      if (lhr.runtimeError) throw new Error(`lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audits = lhr.audits as unknown as Record<string, AuditLike>;
      results.push({
        path,
        scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
        metrics: categories.includes('performance')
          ? (Object.fromEntries(
              Object.entries(METRICS).map(([name, id]) => [name, audits[id].displayValue ?? '?']),
            ) as LighthouseResult['metrics'])
          : undefined,
        fcpMs: categories.includes('performance') ? audits[METRICS.FCP].numericValue : undefined,
        failing: failingAudits(lhr as unknown as Parameters<typeof failingAudits>[0], categories),
        requests: (audits['network-requests'].details?.items ?? []).map((item) => item.url ?? ''),
      });
    }
    return results;
  } finally {
    chrome?.kill();
  }
}

/** One line per page: the four scores, then FCP, LCP, TBT and CLS. */
export async function benchLighthouse(baseUrl: string, paths: string[] = LIGHTHOUSE_PAGES): Promise<string[]> {
  const results = await auditPages(baseUrl, { paths });
  return results.map(({ path, scores, metrics = {} }) => {
    const categoryText = CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ');
    const metricText = Object.entries(metrics)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    return `lighthouse ${path} (mobile): ${categoryText}; ${metricText}`;
  });
}

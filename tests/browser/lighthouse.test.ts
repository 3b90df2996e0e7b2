// Lighthouse 12 with its default (mobile) config on the home page, a guide page and the config
// overview of the built site: performance >= 95, accessibility, best practices and SEO 100, and
// no request leaves the site's origin.
import { beforeAll, describe, expect, test } from 'vitest';
import { auditPages, LIGHTHOUSE_PAGES, type LighthouseResult } from '../../scripts/bench-lighthouse';
import { baseUrl } from './site';

let results: LighthouseResult[] = [];
beforeAll(async () => {
  results = await auditPages(baseUrl(), LIGHTHOUSE_PAGES);
  // the figures, for whoever reads the test log
  for (const r of results) console.log(`lighthouse ${r.path}: ${JSON.stringify(r.scores)} ${JSON.stringify(r.metrics)}`);
}, 240_000);

const resultOf = (path: string) => {
  const result = results.find((r) => r.path === path);
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  return result;
};

describe('Lighthouse (mobile)', () => {
  for (const path of LIGHTHOUSE_PAGES) {
    test(`${path}: performance >= 95, accessibility, best practices and SEO 100`, () => {
      const { scores, failing } = resultOf(path);
      // the failing audits in the message say what cost the points
      expect({ scores, failing }).toEqual({
        scores: { performance: expect.toSatisfy((n: number) => n >= 95), accessibility: 100, 'best-practices': 100, seo: 100 },
        failing: expect.any(Array),
      });
      expect(failing.filter((line) => !line.startsWith('performance:'))).toEqual([]);
    });

    test(`${path}: every request stays on the site's origin`, () => {
      const { requests } = resultOf(path);
      const origin = new URL(baseUrl()).origin;
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
    });
  }
});

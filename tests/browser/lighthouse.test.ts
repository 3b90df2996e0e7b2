// Lighthouse 12 with its default (mobile) config on the home page, a guide page and the config
// overview of the built site: accessibility, best practices and SEO 100, and no request leaves the
// site's origin. The performance score and its timings depend on how busy the machine is: they are
// figures of `npm run bench`, not a test.
import { beforeAll, describe, expect, test } from 'vitest';
import { auditPages, LIGHTHOUSE_PAGES, type LighthouseResult } from '../../scripts/bench-lighthouse';
import { baseUrl } from './site';

let results: LighthouseResult[] = [];
beforeAll(async () => {
  results = await auditPages(baseUrl(), { categories: ['accessibility', 'best-practices', 'seo'] });
}, 240_000);

const resultOf = (path: string) => {
  const result = results.find((r) => r.path === path);
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  return result;
};

describe('Lighthouse (mobile)', () => {
  for (const path of LIGHTHOUSE_PAGES) {
    test(`${path}: accessibility, best practices and SEO 100`, () => {
      const { scores, failing } = resultOf(path);
      // the failing audits in the message say what cost the points
      expect({ scores, failing }).toEqual({ scores: { accessibility: 100, 'best-practices': 100, seo: 100 }, failing: [] });
    });

    test(`${path}: every request stays on the site's origin`, () => {
      const { requests } = resultOf(path);
      const origin = new URL(baseUrl()).origin;
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
    });
  }
});

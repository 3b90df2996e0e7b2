// A page asked for before Vite has loaded, on a start that kept no HTML for it, is rendered at once
// (dev/early-answer.ts) unless it needs the dev server: an image's URL and a site's components come
// from Vite.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevSite, type DevSite } from '../../src/node/dev/dev-site';
import { earlyAnswers } from '../../src/node/dev/early-answer';
import devSiteConfig from '../fixtures/dev-site/content/site.config';
import componentsConfig from '../fixtures/components/content/site.config';
import { copyDevContent } from '../browser/dev-site';
import { removeTemporary } from '../support/remove-temporary';
import { fixtureContent, ROOT } from './helpers';

let contentDir: string;
const sites: DevSite[] = [];
beforeAll(() => {
  contentDir = copyDevContent();
});
afterAll(async () => {
  for (const site of sites) await site.highlighting.close();
  removeTemporary(dirname(contentDir));
});

function answersOf(config: unknown, dir: string) {
  const site = createDevSite({ root: ROOT, contentDir: dir, config });
  sites.push(site);
  const early = earlyAnswers(site);
  return (path: string) =>
    early(
      path,
      site.state.routes.find((route) => route.path === path)!,
    );
}

describe('dev: a page answered before Vite', () => {
  it('is the page’s document, with Vite’s client', async () => {
    const answer = await answersOf(devSiteConfig, contentDir)('/guide/b');
    expect(answer).toContain('Page B text.');
    expect(answer).toContain('<script type="module" src="/@vite/client"></script>');
    expect(answer).toContain('id="__RP_PAGE__"');
  }, 60_000);

  it('tells nothing of the page’s warnings: the server’s render that follows tells them', async () => {
    writeFileSync(join(contentDir, 'en/guide/option.md'), '# Option\n\n```ts bogus=1\nconst a = 1;\n```\n');
    const site = createDevSite({ root: ROOT, contentDir, config: devSiteConfig });
    sites.push(site);
    const told: string[] = [];
    site.warnings.warn = (line) => void told.push(line);
    const route = site.state.routes.find((r) => r.path === '/guide/option')!;
    expect(await earlyAnswers(site)('/guide/option', route)).toContain('const a = 1;');
    expect(told).toEqual([]);
    // the page does have the warning, which that render tells
    expect((await site.state.compile(route)).diagnostics.map((d) => d.code)).toContain('code-option');
  }, 60_000);

  it('is left to the dev server for a page with an image', async () => {
    expect(await answersOf(devSiteConfig, contentDir)('/guide/a')).toBeUndefined();
  }, 60_000);

  it('is left to the dev server on a site with components', async () => {
    expect(await answersOf(componentsConfig, fixtureContent('components'))('/')).toBeUndefined();
  }, 60_000);
});

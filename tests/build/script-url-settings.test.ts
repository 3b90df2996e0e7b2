import { describe, expect, it } from 'vitest';
import { buildsCleanedAfterAll, fixtureFile, outExists } from './helpers';

const build = buildsCleanedAfterAll();

describe('build: javascript: URLs in front matter and in the site config are refused like Markdown links', () => {
  it('hero image and actions, feature links and head tag URLs fail the build with the key path and line', async () => {
    const run = await build('script-url-frontmatter');
    expect(run.ok).toBe(false);
    const file = fixtureFile('script-url-frontmatter', 'en/index.md');
    expect(run.lines).toEqual([
      `${file}:6:1 error frontmatter front matter: hero.image.src: expected a URL that is not a script URL (javascript:, vbscript:), got 'javascript:alert(1)'`,
      `${file}:12:1 error frontmatter front matter: hero.actions[1].link: expected a URL that is not a script URL (javascript:, vbscript:), got ' JavaScript:alert(2)'`,
      `${file}:19:1 error frontmatter front matter: features[1].link: expected a URL that is not a script URL (javascript:, vbscript:), got 'vbscript:msgbox(3)'`,
      `${file}:21:1 error frontmatter front matter: head[0][1].href: expected a URL that is not a script URL (javascript:, vbscript:), got 'javascript:alert(4)'`,
      'Build failed: 4 errors (see above)',
    ]);
    expect(outExists(run.outDir, 'index.html')).toBe(false);
  });

  it('logo, edit link, nav, sidebar and social links in site.config.ts fail the build naming each key path', async () => {
    const run = await build('config-script-url');
    expect(run.ok).toBe(false);
    const file = fixtureFile('config-script-url', 'site.config.ts');
    const refused = (path: string, url: string) =>
      `${file} error config ${path}: expected a URL that is not a script URL (javascript:, vbscript:), got '${url}'`;
    expect(run.lines).toEqual([
      refused('logo', 'javascript:alert(1)'),
      refused('locales[0].editLink.docRepoBaseUrl', 'javascript:alert(2)'),
      refused('locales[0].nav[0].link', 'javascript:alert(3)'),
      refused("locales[0].sidebar['/'][0].link", ' JAVASCRIPT:alert(4)'),
      refused('themeConfig.socialLinks[0].content', 'javascript:alert(5)'),
      'Build failed: 5 errors in the site config (see above)',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildsCleanedAfterAll, fixtureFile, outExists } from './helpers';

const build = buildsCleanedAfterAll();

const LINK_REFUSED = 'expected a URL that is not a script or data URL (javascript:, vbscript:, data:), got';

describe('build: javascript: URLs, and data: URLs in links, in front matter and in the site config are refused like Markdown links', () => {
  it('hero image and actions, feature links and head tag URLs fail the build with the key path and line', async () => {
    const run = await build('script-url-frontmatter');
    expect(run.ok).toBe(false);
    const file = fixtureFile('script-url-frontmatter', 'en/index.md');
    expect(run.lines).toEqual([
      `${file}:6:1 error frontmatter front matter: hero.image.src: expected a URL that is not a script URL (javascript:, vbscript:), got 'javascript:alert(1)'`,
      `${file}:12:1 error frontmatter front matter: hero.actions[1].link: ${LINK_REFUSED} ' JavaScript:alert(2)'`,
      `${file}:14:1 error frontmatter front matter: hero.actions[2].link: ${LINK_REFUSED} 'data:text/html,x'`,
      `${file}:21:1 error frontmatter front matter: features[1].link: ${LINK_REFUSED} 'vbscript:msgbox(3)'`,
      `${file}:24:1 error frontmatter front matter: features[2].link: ${LINK_REFUSED} ' Data:text/html,x'`,
      `${file}:26:1 error frontmatter front matter: head[0][1].href: expected a URL that is not a script URL (javascript:, vbscript:), got 'javascript:alert(4)'`,
      'Build failed: 6 errors (see above)',
    ]);
    expect(outExists(run.outDir, 'index.html')).toBe(false);
  });

  it('logo, edit link, nav, sidebar, head and social links in site.config.ts fail the build naming each key path', async () => {
    const run = await build('config-script-url');
    expect(run.ok).toBe(false);
    const file = fixtureFile('config-script-url', 'site.config.ts');
    const refused = (path: string, url: string) => `${file} error config ${path}: ${LINK_REFUSED} '${url}'`;
    expect(run.lines).toEqual([
      `${file} error config logo: expected a URL that is not a script URL (javascript:, vbscript:), got 'javascript:alert(1)'`,
      refused('themeConfig.socialLinks[0].content', 'javascript:alert(5)'),
      `${file} error config head[1][1].href: expected a URL that is not a script URL (javascript:, vbscript:), got 'javascript:alert(6)'`,
      refused('locales[0].nav[0].link', 'javascript:alert(3)'),
      refused('locales[0].nav[1].link', 'data:text/html,x'),
      refused("locales[0].sidebar['/'][0].link", ' JAVASCRIPT:alert(4)'),
      refused("locales[0].sidebar['/'][1].link", 'DATA:text/html,x'),
      refused('locales[0].editLink.docRepoBaseUrl', 'javascript:alert(2)'),
      'Build failed: 8 errors in the site config (see above)',
    ]);
  });
});

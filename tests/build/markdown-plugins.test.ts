// markdown.remarkPlugins and markdown.rehypePlugins, the README's worked example
// (tests/fixtures/markdown-plugins): run in the build at their documented points.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/shared/config';
import { buildFixture, readOut, removeOut, type BuildRun } from './helpers';

let run: BuildRun;
beforeAll(async () => {
  run = await buildFixture('markdown-plugins');
});
afterAll(() => removeOut(run?.outDir));

const content = (html: string) => html.slice(html.indexOf('data-rp-content'), html.indexOf('</article>'));

describe('build: the site config Markdown plugins', () => {
  it('runs the remark plugin with its options, before links are rewritten', () => {
    expect(run.ok, run.output).toBe(true);
    expect(run.lines).toEqual([]);
    const intro = content(readOut(run.outDir, 'guide/intro.html'));
    expect(intro).toContain('<p>This is version 1.2.3. Next: <a href="/guide/install">install</a>.</p>');
  });

  it('runs the rehype plugin before heading ids and the outline', () => {
    const page = readOut(run.outDir, 'guide/install.html');
    expect(content(page)).toContain('<h2 id="see-also">See also</h2><p><a href="/guide/intro">Introduction</a></p>');
    expect(page).toMatch(/<li class="rp-outline-depth-2"><a href="#see-also"[^>]*>See also<\/a><\/li>/);
  });

  it('keeps the plugins out of the client: neither their code nor their options', () => {
    const scripts = readdirSync(join(run.outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const config = scripts.map((file) => readOut(run.outDir, `assets/${file}`)).find((js) => js.includes('siteUrl:'));
    expect(config).toBeDefined();
    // the client config has no Markdown options at all: plugins are the build's
    expect(config).not.toMatch(/remarkPlugins|rehypePlugins/);
    // the theme's version notice fills its own '{{version}}' (then '{{current}}'); nothing else may hold it
    const THEME_NOTICE_RE = /\{\{version\}\}(?=[^{}]{0,80}\{\{current\}\})/g;
    for (const file of scripts) {
      const js = readOut(run.outDir, `assets/${file}`);
      expect(js.replace(THEME_NOTICE_RE, ''), file).not.toContain('{{version}}');
      expect(js, file).not.toMatch(/version:\s*[`'"]1\.2\.3/);
    }
  });

  it('a config entry that is not a plugin is named by its key path', () => {
    expect(() =>
      resolveConfig({ title: 'T', siteUrl: 'https://t.test', markdown: { remarkPlugins: ['remark-toc'], rehypePlugins: [[{}]] } }),
    ).toThrow(
      [
        "markdown.remarkPlugins[0]: expected a unified plugin (a function) or [plugin, options], got 'remark-toc'",
        'markdown.rehypePlugins[0]: expected a unified plugin (a function) or [plugin, options], got array',
      ].join('\n'),
    );
  });
});

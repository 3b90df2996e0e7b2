import { describe, expect, it } from 'vitest';
import { checkLinks, type LinkCheckPage } from '../../../../src/node/site/check-links';
import { createLinkIgnore } from '../../../../src/node/site/ignored-links';
import { compile } from '../markdown/helpers';

const ROUTES = new Set(['/', '/guide/start/', '/guide/basic/cli', '/zh/guide/basic/cli', '/config/test/retry']);

function page(links: LinkCheckPage['links'], extra: Partial<LinkCheckPage> = {}): LinkCheckPage {
  return { file: 'content/en/guide/a.md', routePath: '/guide/a', links, ids: [], ...extra };
}

const link = (target: string, hash = '', raw = target) => ({ target, hash, raw, line: 12, column: 3 });

describe('src/node/check-links', () => {
  it('reports a dead link with file, line, column and target', () => {
    const [diagnostic] = checkLinks([page([link('/guide/missing', '', './missing.md')])], ROUTES, { severity: 'error' });
    expect(diagnostic).toMatchObject({ severity: 'error', code: 'dead-link', file: 'content/en/guide/a.md', line: 12, column: 3 });
    expect(diagnostic.message).toContain('/guide/missing');
    expect(diagnostic.message).toContain('markdown.deadLinks');
  });

  it('reports a missing anchor on an existing page as dead-anchor', () => {
    const pages = [page([link('/guide/basic/cli', 'nope')]), page([], { routePath: '/guide/basic/cli', ids: ['watch-mode'] })];
    const [diagnostic] = checkLinks(pages, ROUTES, { severity: 'error' });
    expect(diagnostic).toMatchObject({ code: 'dead-anchor', line: 12 });
    expect(diagnostic.message).toContain('#nope');
  });

  it('accepts an existing anchor', () => {
    const pages = [page([link('/guide/basic/cli', 'watch-mode')]), page([], { routePath: '/guide/basic/cli', ids: ['watch-mode'] })];
    expect(checkLinks(pages, ROUTES, { severity: 'error' })).toEqual([]);
  });

  it('uses the given severity', () => {
    expect(checkLinks([page([link('/x')])], ROUTES, { severity: 'warning' })[0].severity).toBe('warning');
  });

  it.each(['/guide/start', '/guide/start/index', '/guide/start/index.html', '/config/test/retry.html', '/config/test/retry/'])(
    'matches %s to a route',
    (target) => {
      expect(checkLinks([page([link(target)])], ROUTES, { severity: 'error' })).toEqual([]);
    },
  );

  it('passes a link to a Chinese heading id compiled from Markdown', async () => {
    const target = await compile('## 监听模式\n\n内容。', { lang: 'zh', path: '/zh/guide/basic/cli' });
    const source = await compile('[监听](../basic/cli.md#监听模式) [encoded](/guide/basic/cli#%E7%9B%91%E5%90%AC%E6%A8%A1%E5%BC%8F)', {
      lang: 'zh',
    });
    const pages = [
      { file: 'content/zh/guide/start/quick-start.md', routePath: source.page.routePath, links: source.links, ids: source.ids },
      { file: 'content/zh/guide/basic/cli.md', routePath: target.page.routePath, links: target.links, ids: target.ids },
    ];
    expect(source.links).toHaveLength(2);
    expect(checkLinks(pages, ROUTES, { severity: 'error' })).toEqual([]);
  });

  it('catches a dead same-page anchor from compiled Markdown', async () => {
    const compiled = await compile('# T\n\n## Real\n\n[x](#fake)', { path: '/guide/basic/cli' });
    const pages = [{ file: 'content/en/guide/basic/cli.md', routePath: '/guide/basic/cli', links: compiled.links, ids: compiled.ids }];
    expect(checkLinks(pages, ROUTES, { severity: 'error' })).toEqual([
      expect.objectContaining({ code: 'dead-anchor', line: 5, column: 1, file: 'content/en/guide/basic/cli.md' }),
    ]);
  });

  it("gives the hint that fits the setting: no 'warn makes this a warning' on a warning", () => {
    const [asError] = checkLinks([page([link('/x')])], ROUTES, { severity: 'error' });
    const [asWarning] = checkLinks([page([link('/x')])], ROUTES, { severity: 'warning' });
    expect(asError.message).toContain("(markdown.deadLinks: 'warn' makes this a warning; markdown.ignoreDeadLinks skips chosen links)");
    expect(asWarning.message).not.toContain("'warn' makes this a warning");
    expect(asWarning.message).toContain('(markdown.ignoreDeadLinks skips chosen links)');
  });

  it('keeps the hint of the setting when dev reports an error as a warning', () => {
    const [shown] = checkLinks([page([link('/x')])], ROUTES, { severity: 'warning', deadLinks: 'error' });
    expect(shown.message).toContain("markdown.deadLinks: 'warn' makes this a warning");
  });

  it('reports no link the ignore list names, dead pages and dead anchors alike', () => {
    const ignored = createLinkIgnore(['/repl', /^\.\/old\//]);
    const pages = [
      page([link('/repl', '', '/repl'), link('/repl/share', 'a'), link('/old/x', '', './old/x.md'), link('/replay')]),
      page([], { routePath: '/guide/basic/cli' }),
    ];
    const reported = checkLinks(pages, ROUTES, { severity: 'error', ignored });
    expect(reported.map((d) => d.message)).toEqual([expect.stringContaining('dead link to /replay')]);
  });

  it("accepts a link written with the other style's heading id", async () => {
    const target = await compile('## `--configPlugin <plugin>`\n\ntext', { path: '/guide/basic/cli' });
    const pages = [
      page([link('/guide/basic/cli', 'configplugin-plugin'), link('/guide/basic/cli', '--configplugin-plugin')]),
      {
        file: 'content/en/guide/basic/cli.md',
        routePath: '/guide/basic/cli',
        links: [],
        ids: target.ids,
        otherStyleIds: target.otherStyleIds,
      },
    ];
    expect(checkLinks(pages, ROUTES, { severity: 'error' })).toEqual([]);
  });
});

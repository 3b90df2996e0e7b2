import { describe, expect, it } from 'vitest';
import { compile, findElement, findElements } from './helpers';

async function hrefOf(markdown: string, options: Parameters<typeof compile>[1] = {}) {
  const { tree } = await compile(markdown, options);
  return findElement(tree, 'a').properties.href;
}

describe('src/node/markdown/remark-links', () => {
  it('resolves a relative .md link against the page and cleans it', async () => {
    expect(await hrefOf('[x](./features.md#fast)')).toBe('/guide/start/features#fast');
  });

  it('resolves ../ links', async () => {
    expect(await hrefOf('[CLI](../basic/cli.md)')).toBe('/guide/basic/cli');
  });

  it('resolves relative links from an index page against its folder', async () => {
    expect(await hrefOf('[x](./quick-start.md)', { path: '/guide/start/' })).toBe('/guide/start/quick-start');
  });

  it('turns ./index.md into the folder route with a trailing slash', async () => {
    expect(await hrefOf('[x](./index.md)')).toBe('/guide/start/');
  });

  it.each(['/config/test/retry', '/config/test/retry.md', '/config/test/retry.html'])('cleans the absolute route %s', async (url) => {
    expect(await hrefOf(`[x](${url})`)).toBe('/config/test/retry');
  });

  it('turns /x/index.html into /x/', async () => {
    expect(await hrefOf('[x](/config/index.html)')).toBe('/config/');
  });

  it('prefixes absolute routes on a zh page with /zh', async () => {
    expect(await hrefOf('[x](/config/test/retry.md#details)', { lang: 'zh' })).toBe('/zh/config/test/retry#details');
  });

  it('does not prefix a zh route twice', async () => {
    expect(await hrefOf('[x](/zh/config/)', { lang: 'zh' })).toBe('/zh/config/');
  });

  it('keeps relative links on a zh page inside /zh', async () => {
    expect(await hrefOf('[x](../basic/cli.md)', { lang: 'zh' })).toBe('/zh/guide/basic/cli');
  });

  it.each([
    ['foo\\bar', '/guide/start/foo%5Cbar'],
    ['a%2Fb', '/guide/start/a%2Fb'],
    ['a%2541.md#x%2Fy', '/guide/start/a%2541#x%2Fy'],
    ['/config/a%2Fb.md', '/config/a%2Fb'],
  ])('keeps the backslashes and percent-escapes of %j as written', async (url, href) => {
    expect(await hrefOf(`[x](${url})`)).toBe(href);
  });

  it('checks a percent-encoded link against the decoded route', async () => {
    const { links } = await compile('[x](./%E6%8C%87%E5%8D%97.md)');
    expect(links[0].target).toBe('/guide/start/指南');
  });

  it('encodes a space written in a link to a page, in Markdown or in HTML, and checks the decoded route', async () => {
    expect(await hrefOf('[x](<./my page.md>)')).toBe('/guide/start/my%20page');
    expect(await hrefOf('<a href="./my page.md#a">x</a>')).toBe('/guide/start/my%20page#a');
    expect(await hrefOf('<a href="/my%20page.md">x</a>')).toBe('/my%20page');
    const { links } = await compile('<a href="./my page.md">x</a>');
    expect(links[0].target).toBe('/guide/start/my page');
  });

  it('leaves links to static files alone', async () => {
    expect(await hrefOf('[x](/llms.txt)', { lang: 'zh' })).toBe('/llms.txt');
  });

  it('leaves mailto: alone and records nothing', async () => {
    const { tree, links } = await compile('[mail](mailto:team@rstest.rs)');
    expect(findElement(tree, 'a').properties.href).toBe('mailto:team@rstest.rs');
    expect(links).toEqual([]);
  });

  it('records internal links with target, decoded hash, raw and position', async () => {
    const { links } = await compile('# T\n\nSee [cli](../basic/cli.md#watch-mode).');
    expect(links).toEqual([{ target: '/guide/basic/cli', hash: 'watch-mode', raw: '../basic/cli.md#watch-mode', line: 3, column: 5 }]);
  });

  it('records a same-page #anchor with the own route as target, decoded', async () => {
    const { links } = await compile('[x](#%E7%9B%91%E5%90%AC%E6%A8%A1%E5%BC%8F)', { lang: 'zh' });
    expect(links[0]).toMatchObject({ target: '/zh/guide/start/quick-start', hash: '监听模式' });
  });

  it('records links written as references', async () => {
    const { links, tree } = await compile('[x][ref]\n\n[ref]: ./features.md');
    expect(findElement(tree, 'a').properties.href).toBe('/guide/start/features');
    expect(links[0].target).toBe('/guide/start/features');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', '&#106;avascript:alert(1)'])(
    'refuses %j with an error and removes the href',
    async (url) => {
      const { tree, diagnostics } = await compile(`# T\n\n[x](<${url}>)`);
      expect(findElements(tree, 'a')[0].properties.href).toBeUndefined();
      expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', line: 3 })]);
    },
  );

  it('removes the href of a reference to a javascript: definition', async () => {
    const { tree } = await compile('[x][evil]\n\n[evil]: javascript:alert(1)');
    expect(findElement(tree, 'a').properties.href).toBeUndefined();
  });
});

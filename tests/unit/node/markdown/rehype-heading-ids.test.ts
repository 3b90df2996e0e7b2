import { describe, expect, it } from 'vitest';
import { compile, findElements, html } from './helpers';

describe('src/node/markdown/rehype-heading-ids', () => {
  it('slugs heading text the GitHub way', async () => {
    const { ids } = await compile('## Watch mode\n\n## `retry` (CLI) & more!');
    expect(ids).toEqual(['watch-mode', 'retry-cli--more']);
  });

  it('keeps Chinese characters in ids', async () => {
    const { ids } = await compile('## 监听模式\n\n## API 参考：配置', { lang: 'zh' });
    expect(ids).toEqual(['监听模式', 'api-参考配置']);
  });

  it('numbers duplicate ids -1, -2', async () => {
    const { ids } = await compile('## Example\n\n## Example\n\n## Example');
    expect(ids).toEqual(['example', 'example-1', 'example-2']);
  });

  it('uses {#custom-id} and removes it from the text', async () => {
    const { tree, page } = await compile('## Watch mode {#watch}');
    expect(html(tree)).toBe('<h2 id="watch">Watch mode</h2>');
    expect(page.toc[0]).toMatchObject({ id: 'watch', text: 'Watch mode' });
  });

  it('does not hand a custom id out again to a later heading', async () => {
    const { ids } = await compile('## A {#example}\n\n## Example');
    expect(ids).toEqual(['example', 'example-1']);
  });

  it('lists h2 to h4 in the toc with their depth', async () => {
    const { page } = await compile('# T\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five');
    expect(page.toc.map((entry) => [entry.depth, entry.text])).toEqual([
      [2, 'Two'],
      [3, 'Three'],
      [4, 'Four'],
    ]);
  });

  it('gives every heading an id, h1 and h5 too', async () => {
    const { tree } = await compile('# T\n\n##### Five');
    expect(findElements(tree, 'h5')[0].properties.id).toBe('five');
    expect(findElements(tree, 'h1')[0].properties.id).toBe('t');
  });

  it('sets charIndex to the heading offset in the source file, front matter included', async () => {
    const source = '---\ntitle: A\n---\n\nIntro.\n\n## Second\n';
    const { page } = await compile(source);
    expect(page.toc[0].charIndex).toBe(source.indexOf('## Second'));
  });

  it('takes the first h1 text as headingTitle and title', async () => {
    const { page } = await compile('# Quick start {#qs}\n\n# Other');
    expect(page.headingTitle).toBe('Quick start');
    expect(page.title).toBe('Quick start');
  });

  it('prefers the front matter title for title', async () => {
    const { page } = await compile('---\ntitle: From YAML\n---\n# Heading');
    expect(page.title).toBe('From YAML');
    expect(page.headingTitle).toBe('Heading');
  });

  it('collects footnote ids too', async () => {
    const { ids } = await compile('Text[^1].\n\n[^1]: Note.');
    expect(ids).toEqual(expect.arrayContaining(['user-content-fn-1', 'user-content-fnref-1']));
  });

  it("makes VitePress's ids with markdown.headingIds: 'vitepress', numbered the same way", async () => {
    const { ids, page } = await compile('## `--configPlugin <plugin>`\n\n## Example\n\n## Example', {
      markdown: { headingIds: 'vitepress' },
    });
    expect(ids).toEqual(['configplugin-plugin', 'example', 'example-1']);
    expect(page.toc[0]).toMatchObject({ id: 'configplugin-plugin', text: '--configPlugin <plugin>' });
  });

  it("records each heading's id in the other style, GitHub's when VitePress's are chosen", async () => {
    const github = await compile('## `--configPlugin <plugin>`');
    expect([github.ids, github.otherStyleIds]).toEqual([['--configplugin-plugin'], ['configplugin-plugin']]);
    const vitepress = await compile('## `--configPlugin <plugin>`', { markdown: { headingIds: 'vitepress' } });
    expect([vitepress.ids, vitepress.otherStyleIds]).toEqual([['configplugin-plugin'], ['--configplugin-plugin']]);
  });

  it('numbers other-style ids as that style does, and drops one that is an id of the page', async () => {
    // VitePress: 'A_B' -> a-b, 'a-b' -> a-b-1, 'x.y' -> x-y (the last heading's own id), 'x-y' -> x-y-1
    const { ids, otherStyleIds } = await compile('## A_B\n\n## a-b\n\n## x.y\n\n## x-y');
    expect(ids).toEqual(['a_b', 'a-b', 'xy', 'x-y']);
    expect(otherStyleIds).toEqual(['a-b-1', 'x-y-1']);
  });
});

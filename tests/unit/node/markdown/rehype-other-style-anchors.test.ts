import { describe, expect, it } from 'vitest';
import { compile, findElements } from './helpers';

const hrefs = async (source: string, headingIds?: 'github' | 'vitepress') => {
  const { tree, diagnostics } = await compile(source, headingIds ? { markdown: { headingIds } } : {});
  return { hrefs: findElements(tree, 'a').map((a) => a.properties.href), diagnostics };
};

describe('src/node/markdown/rehype-other-style-anchors', () => {
  it("points a same-page link written with VitePress's id at the heading's GitHub id", async () => {
    const result = await hrefs('## `--configPlugin <plugin>`\n\n[flag](#configplugin-plugin) [as is](#--configplugin-plugin)');
    expect(result.hrefs).toEqual(['#--configplugin-plugin', '#--configplugin-plugin']);
  });

  it("and one written with GitHub's id at the VitePress id when that style is chosen", async () => {
    const result = await hrefs('## `--configPlugin <plugin>`\n\n[flag](#--configplugin-plugin)', 'vitepress');
    expect(result.hrefs).toEqual(['#configplugin-plugin']);
  });

  it('leaves a link to an id the page has as written, even when it is another heading’s other-style id', async () => {
    // VitePress calls 'x.y' x-y, which is GitHub's id of the heading 'x-y'
    const result = await hrefs('## x.y\n\n## x-y\n\n[to x-y](#x-y)');
    expect(result.hrefs).toEqual(['#x-y']);
  });
});

describe('src/node/markdown/rehype-other-style-anchors: anchors for links from other pages', () => {
  it("gives a heading an empty element with the other style's id, so a link written for that style lands on it", async () => {
    const { tree } = await compile('## `--configPlugin <plugin>`\n\n## Plain\n\nText.');
    const [flag, plain] = findElements(tree, 'h2');
    expect(flag.properties.id).toBe('--configplugin-plugin');
    expect(flag.children[0]).toMatchObject({ type: 'element', tagName: 'span', properties: { id: 'configplugin-plugin' }, children: [] });
    // a heading whose ids agree in both styles gets nothing
    expect(plain.children).toEqual([expect.objectContaining({ type: 'text', value: 'Plain' })]);
  });

  it('gives none for an other-style id the page already has, and numbers the others as that style does', async () => {
    // VitePress calls 'x.y' x-y, which is GitHub's id of the heading 'x-y'; VitePress's own 'x-y' is x-y-1
    const { tree } = await compile('## x.y\n\n## x-y');
    const [dotted, dashed] = findElements(tree, 'h2');
    expect(findElements(dotted, 'span')).toEqual([]);
    expect(findElements(dashed, 'span').map((span) => span.properties.id)).toEqual(['x-y-1']);
  });

  it('gives none to the footnotes heading', async () => {
    const { tree } = await compile('Text.[^1]\n\n[^1]: A note.', { lang: 'ja' });
    expect(findElements(tree, 'span').filter((span) => span.properties.className?.toString().includes('rp-heading-alias'))).toEqual([]);
  });

  it('gives none to a heading with a {#custom-id}, which both styles keep', async () => {
    const { tree } = await compile('## Watch mode {#watch}');
    expect(findElements(tree, 'span')).toEqual([]);
  });
});

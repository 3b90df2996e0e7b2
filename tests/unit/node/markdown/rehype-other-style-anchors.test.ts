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

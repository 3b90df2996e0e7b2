import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, findElement, findElements, html } from './helpers';

const COMPONENTS = resolve(import.meta.dirname, '../../../fixtures/components/content/components.tsx');

const DOCUSAURUS_TABS = [
  '<Tabs groupId="package-manager">',
  '  <TabItem value="npm" label="npm" default>',
  '    ```bash',
  '    npm install quire',
  '    ```',
  '  </TabItem>',
  '  <TabItem',
  '    value="yarn"',
  '    label="Yarn">',
  '',
  '    - Run **yarn**.',
  '',
  '  </TabItem>',
  '</Tabs>',
].join('\n');

const labels = (tree: Parameters<typeof findElements>[0]) => findElements(tree, 'rp-tab').map((tab) => tab.properties.label);

describe('src/node/markdown/jsx-lines', () => {
  it('turns Docusaurus Tabs and TabItem into the built-in tabs, with the groupId', async () => {
    const { tree, diagnostics } = await compile(DOCUSAURUS_TABS);
    expect(diagnostics).toEqual([]);
    expect(findElement(tree, 'rp-tabs').properties).toEqual({ groupId: 'package-manager' });
    expect(labels(tree)).toEqual(['npm', 'Yarn']);
  });

  it('reads the Markdown of an indented TabItem as Markdown, code blocks and lists alike', async () => {
    const { tree } = await compile(DOCUSAURUS_TABS);
    const [npm, yarn] = findElements(tree, 'rp-tab');
    expect(findElement(npm, 'rp-code-block').properties.code).toBe('npm install quire');
    expect(html(yarn)).toContain('<li>Run <strong>yarn</strong>.</li>');
  });

  it("takes Starlight's syncKey as the groupId, and one-line TabItems", async () => {
    const source = '<Tabs syncKey="sky">\n  <TabItem label="Stars">Sirius, Vega</TabItem>\n  <TabItem label="Moons">Io</TabItem>\n</Tabs>';
    const { tree, diagnostics } = await compile(source);
    expect(diagnostics).toEqual([]);
    expect(findElement(tree, 'rp-tabs').properties).toEqual({ groupId: 'sky' });
    expect(labels(tree)).toEqual(['Stars', 'Moons']);
    expect(html(findElements(tree, 'rp-tab')[0])).toBe('<rp-tab label="Stars"><p>Sirius, Vega</p></rp-tab>');
  });

  it('labels a TabItem by its value, or by the label the values prop gives it', async () => {
    const source = [
      "<Tabs values={[{ label: 'Apple', value: 'apple' }]}>",
      '<TabItem value="apple">',
      'A',
      '</TabItem>',
      '<TabItem value="pear">',
      'P',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(labels((await compile(source)).tree)).toEqual(['Apple', 'pear']);
  });

  it('keeps a container inside a TabItem inside that tab', async () => {
    const source =
      '<Tabs>\n<TabItem label="A">\n\n:::tip\nInside.\n:::\n\nAfter.\n\n</TabItem>\n<TabItem label="B">\nB\n</TabItem>\n</Tabs>';
    const { tree, diagnostics } = await compile(source);
    expect(diagnostics).toEqual([]);
    const [first] = findElements(tree, 'rp-tab');
    expect(html(first)).toBe('<rp-tab label="A"><rp-container type="tip" title="Tip"><p>Inside.</p></rp-container><p>After.</p></rp-tab>');
  });

  it("renders the site's components written as JSX", async () => {
    const source = '<Counter label="Clicks" start={3} />\n\n<Steps title="Install">\n1. Run it.\n</Steps>';
    const { tree, diagnostics } = await compile(source, { markdown: { components: COMPONENTS } });
    expect(diagnostics).toEqual([]);
    const islands = findElements(tree, 'rp-island');
    expect(islands.map((island) => [island.properties.dataName, JSON.parse(String(island.properties.dataProps))])).toEqual([
      ['Counter', { label: 'Clicks', start: 3 }],
      ['Steps', { title: 'Install' }],
    ]);
    expect(html(islands[1])).toContain('<li>Run it.</li>');
  });

  it('reports another JSX element at its line, pointing to Components, and keeps its Markdown', async () => {
    const { tree, diagnostics } = await compile('# T\n\n<Highlight color="red">\nInner **text**\n</Highlight>');
    expect(html(tree)).toContain('<p>Inner <strong>text</strong></p>');
    expect(html(tree)).not.toContain('Highlight');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 3,
        message: expect.stringMatching(/^JSX element <Highlight> is no component of this site.*Writing, Components in the quire docs\)$/),
      }),
    ]);
  });

  it('leaves the content of a Fragment without a word', async () => {
    const { tree, diagnostics } = await compile('<Fragment slot="code">\nGrouped **text**\n</Fragment>\n\nA <Fragment>b</Fragment> c');
    expect(html(tree)).toBe('<p>Grouped <strong>text</strong></p>\n<p>A b c</p>');
    expect(diagnostics).toEqual([]);
  });
});

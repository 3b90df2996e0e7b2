import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, findElement, findElements, html } from './helpers';

const COMPONENTS = resolve(import.meta.dirname, '../../../fixtures/components/content/components.tsx');
const withComponents = (source: string) => compile(source, { markdown: { components: COMPONENTS } });
const propsOf = (tree: Parameters<typeof findElement>[0], name: string) =>
  JSON.parse(String(findElements(tree, 'rp-island').find((el) => el.properties.dataName === name)?.properties.dataProps));

describe('src/node/markdown/remark-components', () => {
  it('turns a leaf directive of an exported name into an island with string props', async () => {
    const { tree, diagnostics } = await withComponents('# T\n\n::Counter{label="Clicks" id=x}\n');
    expect(diagnostics).toEqual([]);
    expect(html(findElement(tree, 'rp-island'))).toBe(
      '<rp-island data-name="Counter" data-props="{&#x22;label&#x22;:&#x22;Clicks&#x22;,&#x22;id&#x22;:&#x22;x&#x22;}"></rp-island>',
    );
  });

  it('reads a value between braces as JSON', async () => {
    const { tree } = await withComponents(`::Counter{start="{3}" open="{true}" steps='{["a",{"b":1}]}' text="3"}`);
    expect(propsOf(tree, 'Counter')).toEqual({ start: 3, open: true, steps: ['a', { b: 1 }], text: '3' });
  });

  it("passes a container's rendered Markdown as the slot and its label as the title", async () => {
    const { tree } = await withComponents(':::Steps[Install *now*]\n1. Run **it**.\n\n::Counter\n:::\n');
    const island = findElement(tree, 'rp-island');
    expect(propsOf(tree, 'Steps')).toEqual({ title: 'Install now' });
    expect(island.children).toHaveLength(1);
    expect(html(island.children[0] as never)).toBe(
      '<rp-slot><ol>\n<li>Run <strong>it</strong>.</li>\n</ol><rp-island data-name="Counter" data-props="{}"></rp-island></rp-slot>',
    );
  });

  it('turns a text directive of an exported name into an inline island', async () => {
    const { tree } = await withComponents('Press :Counter[here]{label="x"} now.');
    expect(html(tree)).toBe(
      '<p>Press <rp-island data-name="Counter" data-props="{&#x22;label&#x22;:&#x22;x&#x22;}"><rp-slot>here</rp-slot></rp-island> now.</p>',
    );
  });

  it('reports a capitalised leaf or container name the module does not export, at its line', async () => {
    const { diagnostics } = await withComponents('# T\n\n::Countr\n\n:::Step\nx\n:::\n');
    expect(diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['error', 3, "unknown component '::Countr' (markdown.components exports: Counter, Steps)"],
      ['error', 5, "unknown component ':::Step' (markdown.components exports: Counter, Steps)"],
    ]);
  });

  it('says so when no components module is set', async () => {
    const { diagnostics } = await compile('::Counter');
    expect(diagnostics[0].message).toBe("unknown component '::Counter' (no markdown.components module is set in the site config)");
  });

  it('reports a braced value that is no JSON, at its line', async () => {
    const { diagnostics } = await withComponents('# T\n\n::Counter{start="{3,}"}');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', line: 3 })]);
    expect(diagnostics[0].message).toBe('component Counter: attribute start="{3,}" holds no JSON value between its braces');
  });

  it('reports a line written like a component use that is no directive, at its line', async () => {
    const { diagnostics } = await withComponents('# T\n\n::Counter{:start="3"}\n\n\\::Counter{:start="3"} is how it is written.\n');
    expect(diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      [
        'error',
        3,
        `'::Counter{:start="3"}' is written like a component use but is no directive: attributes are name="value" pairs, a JSON value between braces (start="{3}")`,
      ],
    ]);
  });

  it('leaves lowercase leaves, text and the built-in directives as they were', async () => {
    const { tree, diagnostics } = await withComponents('::note\n\nuser:Counter and a:b\n\n:::tip\nT :badge[B]\n:::\n');
    expect(diagnostics).toEqual([]);
    expect(html(tree)).toContain('<p>::note</p>');
    expect(html(tree)).toContain('<p>user:Counter and a:b</p>');
    expect(findElement(tree, 'rp-container').properties.type).toBe('tip');
    expect(findElement(tree, 'rp-badge').children).toEqual([expect.objectContaining({ value: 'B' })]);
  });

  describe('attributes are plain data', () => {
    // any name starting with 'on', in any case, as the rule is said
    const REFUSED = [
      'dangerouslySetInnerHTML',
      'onClick',
      'onclick',
      'ONLOAD',
      'once',
      'ref',
      'key',
      '__proto__',
      'constructor',
      'prototype',
    ];

    it('refuses each name that is no data, as an error at its line, and passes none of them as a prop', async () => {
      const lines = REFUSED.map((name) => `::Counter{label="x" ${name}='{{"__html":"<script>alert(1)</script>"}}'}`);
      const source = `# T\n\n${lines.join('\n\n')}\n`;
      const { tree, diagnostics } = await withComponents(source);
      expect(diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual(
        REFUSED.map((name, i) => [
          'error',
          3 + 2 * i,
          `component Counter: attribute ${name} is refused: attributes are plain data, never dangerouslySetInnerHTML, on* (event handlers), ref, key, __proto__, constructor, prototype`,
        ]),
      );
      for (const island of findElements(tree, 'rp-island')) expect(JSON.parse(String(island.properties.dataProps))).toEqual({ label: 'x' });
    });

    it('refuses them in a container and inside text too, at their line', async () => {
      const { diagnostics } = await withComponents('# T\n\n:::Steps{onToggle="x"}\nBody\n:::\n\nPress :Counter[it]{ref="r"} now.\n');
      expect(diagnostics.map((d) => [d.line, d.message.slice(0, d.message.indexOf(' is refused'))])).toEqual([
        [3, 'component Steps: attribute onToggle'],
        [7, 'component Counter: attribute ref'],
      ]);
    });

    it('keeps the props that are data, whatever they hold', async () => {
      const { tree, diagnostics } = await withComponents(
        `::Counter{label="<script>x</script>" open="1" keys="2" html='{{"__html":"<b>"}}'}`,
      );
      expect(diagnostics).toEqual([]);
      expect(propsOf(tree, 'Counter')).toEqual({ label: '<script>x</script>', open: '1', keys: '2', html: { __html: '<b>' } });
    });
  });
});

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, findElement, html } from './helpers';

const COMPONENTS = resolve(import.meta.dirname, '../../../fixtures/components/content/components.tsx');

describe('src/node/markdown/remark-jsx-inline', () => {
  it('reports a JSX element inside text at its line and keeps its text', async () => {
    const { tree, diagnostics } = await compile('# T\n\nPress <Kbd>Ctrl</Kbd> now.');
    expect(html(tree)).toContain('<p>Press Ctrl now.</p>');
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', line: 3, column: 7, message: expect.stringContaining('<Kbd>') }),
    ]);
  });

  it("renders the site's component inside text", async () => {
    const { tree, diagnostics } = await compile('Press <Counter label="Inline" /> now.', { markdown: { components: COMPONENTS } });
    expect(diagnostics).toEqual([]);
    expect(JSON.parse(String(findElement(tree, 'rp-island').properties.dataProps))).toEqual({ label: 'Inline' });
  });
});

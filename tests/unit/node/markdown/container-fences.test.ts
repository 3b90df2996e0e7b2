import { describe, expect, it } from 'vitest';
import { compile, findElements, html } from './helpers';

const lines = (...text: string[]) => text.join('\n');

describe('src/node/markdown/container-fences', () => {
  it('closes the container inside a tab first, then the tab, with fences of one length', async () => {
    const source = lines('::::tabs', ':::tab A', ':::tip', 'Inside.', ':::', 'Still A.', ':::', ':::tab B', 'B', ':::', '::::');
    const { tree, diagnostics } = await compile(source);
    expect(diagnostics).toEqual([]);
    const [a, b] = findElements(tree, 'rp-tab');
    expect(html(a)).toBe('<rp-tab label="A"><rp-container type="tip" title="Tip"><p>Inside.</p></rp-container><p>Still A.</p></rp-tab>');
    expect(html(b)).toBe('<rp-tab label="B"><p>B</p></rp-tab>');
  });

  it('keeps containers nested with longer outer fences as they were', async () => {
    const source = lines('::::tip', ':::details More', 'x', ':::', 'y', '::::');
    const { tree, diagnostics } = await compile(source);
    expect(diagnostics).toEqual([]);
    expect(html(tree)).toBe(
      '<rp-container type="tip" title="Tip"><rp-container type="details" title="More"><p>x</p></rp-container><p>y</p></rp-container>',
    );
  });

  it('names the closing line, the container it closed and the one it left open', async () => {
    const { diagnostics } = await compile(lines('# T', '', '::::tabs', ':::tab A', 'x', '::::'));
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 6,
        message: "'::::' at line 6 closed '::::tabs' (opened at line 3) while ':::tab' (opened at line 4) was still open",
      }),
    ]);
  });

  it('names a closing line that closes nothing, and the tab closed before the content it leaves in the tabs', async () => {
    const { tree, diagnostics } = await compile(lines('::::tabs', ':::tab A', 'x', ':::', ':::', '::::'));
    expect(findElements(tree, 'rp-tab')).toHaveLength(1);
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [5, "':::' at line 5 closes no container inside '::::tabs' (opened at line 1); shown as text"],
      [5, "only ':::tab' blocks belong directly inside '::::tabs' (opened at line 1): line 4 closed the tab opened at line 2"],
    ]);
  });
});

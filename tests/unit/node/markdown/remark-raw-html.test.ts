import { describe, expect, it } from 'vitest';
import { compile, html } from './helpers';

describe('src/node/markdown/remark-raw-html', () => {
  it('drops block HTML with a warning on its line', async () => {
    const { tree, diagnostics } = await compile('# T\n\n<div onclick="x()">hi</div>\n\nText.');
    expect(html(tree)).not.toContain('onclick');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', line: 3, column: 1 })]);
  });

  it('drops inline HTML and keeps the surrounding text', async () => {
    const { tree, diagnostics } = await compile('a <script>alert(1)</script> b');
    expect(html(tree)).not.toContain('<script');
    expect(html(tree)).toContain('a ');
    expect(diagnostics.length).toBeGreaterThan(0);
  });

  it('drops comments silently', async () => {
    const { tree, diagnostics } = await compile('<!-- note -->\n\nText.');
    expect(html(tree)).toBe('<p>Text.</p>');
    expect(diagnostics).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { compile, findElement } from './helpers';

describe('src/node/markdown/remark-badge', () => {
  it('turns :badge into rp-badge with type, href and the text child', async () => {
    const { tree } = await compile('## define :badge[Rsbuild]{href="https://rsbuild.rs" type="info"}');
    const badge = findElement(tree, 'rp-badge');
    expect(badge.properties).toEqual({ type: 'info', href: 'https://rsbuild.rs' });
    expect(badge.children).toEqual([expect.objectContaining({ type: 'text', value: 'Rsbuild' })]);
  });

  it('defaults the type to tip and leaves href out', async () => {
    const { tree } = await compile('Text :badge[New]');
    expect(findElement(tree, 'rp-badge').properties).toEqual({ type: 'tip' });
  });

  it('keeps badges out of the heading id and toc text', async () => {
    const { page } = await compile('## define :badge[Rsbuild]');
    expect(page.toc[0]).toMatchObject({ id: 'define', text: 'define' });
  });

  it('refuses a javascript: href with an error', async () => {
    const { tree, diagnostics } = await compile(':badge[x]{href="javascript:alert(1)"}');
    expect(findElement(tree, 'rp-badge').properties.href).toBeUndefined();
    expect(diagnostics[0].severity).toBe('error');
  });

  it('refuses a data: href with an error at its line, like a link', async () => {
    const { tree, diagnostics } = await compile('# T\n\n:badge[x]{href=" DATA:text/html,x"}');
    expect(findElement(tree, 'rp-badge').properties.href).toBeUndefined();
    expect(diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['error', 3, 'data URL in a badge is not allowed:  DATA:text/html,x'],
    ]);
  });
});

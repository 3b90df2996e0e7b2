import { describe, expect, it } from 'vitest';
import { compile, html } from './helpers';

describe('src/node/markdown/remark-directive-fallback', () => {
  it('warns about an unknown container and keeps its content', async () => {
    const { tree, diagnostics } = await compile('# T\n\n:::spoiler\nKeep me.\n:::');
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', line: 3 }));
    expect(diagnostics[0].message).toContain(':::spoiler');
    expect(html(tree)).toContain('Keep me.');
  });
});

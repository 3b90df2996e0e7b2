import { describe, expect, it } from 'vitest';
import { compile, findElements, html } from './helpers';

const SOURCE = '## Before\n\n:::no-outline\n## Hidden\n\nText.\n:::\n\n## After';

describe('src/node/markdown/remark-outline-exclusion', () => {
  it('keeps headings inside :::no-outline out of the toc', async () => {
    const { page } = await compile(SOURCE);
    expect(page.toc.map((entry) => entry.text)).toEqual(['Before', 'After']);
  });

  it('still renders the excluded heading with its id, unwrapped', async () => {
    const { tree, ids } = await compile(SOURCE);
    expect(html(tree)).toContain('<h2 id="hidden">Hidden</h2>');
    expect(ids).toContain('hidden');
    expect(findElements(tree, 'div')).toHaveLength(0);
  });

  it('lets a container inside :::no-outline keep working', async () => {
    const { tree, diagnostics } = await compile('::::no-outline\n:::tip\n### In tip\n:::\n::::');
    expect(findElements(tree, 'rp-container')).toHaveLength(1);
    expect(diagnostics).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { compile } from './helpers';

describe('src/node/markdown/markdown-twin', () => {
  it('drops the front matter and keeps the rest of the source', async () => {
    const { markdown } = await compile('---\ntitle: A\n---\n\n# A\n\n:::tip\nText.\n:::\n');
    expect(markdown).toBe('# A\n\n:::tip\nText.\n:::\n');
  });

  it('starts with # Title when the page has no h1', async () => {
    const { markdown } = await compile('---\ntitle: Retry\n---\nText.');
    expect(markdown).toBe('# Retry\n\nText.\n');
  });

  it('removes {#id} markers from headings but not from code', async () => {
    const { markdown } = await compile('# T\n\n## Watch mode {#watch}\n\n```md\n## X {#y}\n```');
    expect(markdown).toBe('# T\n\n## Watch mode\n\n```md\n## X {#y}\n```\n');
  });
});

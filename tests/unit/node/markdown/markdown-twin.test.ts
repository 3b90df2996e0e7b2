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

  it('leaves out MDX module lines and comments, as the page does, but not in code', async () => {
    const source = [
      '---',
      'title: Install',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '# Install',
      '',
      '{/* Keep this page short. */}',
      '',
      'Run it {/* twice */} now.',
      '',
      '{/* A comment',
      'on two lines. */}',
      '',
      '```mdx',
      "import X from 'x';",
      '{/* kept */}',
      '```',
      '',
      'export const meta = { a: 1 };',
      '',
    ].join('\n');
    const { markdown } = await compile(source);
    expect(markdown).toBe("# Install\n\nRun it now.\n\n```mdx\nimport X from 'x';\n{/* kept */}\n```\n");
  });
});

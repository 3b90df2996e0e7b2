import { describe, expect, it } from 'vitest';
import { compile, html } from './helpers';

const PAGE = [
  '---',
  'title: Install',
  '---',
  "import Tabs from '@theme/Tabs';",
  'import {',
  '  Highlight,',
  "} from '@site/src/components';",
  'export const version = {',
  "  major: '1',",
  '};',
  '',
  'The tool installs in a minute.',
].join('\n');

describe('src/node/markdown/mdx-module-lines', () => {
  it('drops import and export lines, multi-line ones included, from the page', async () => {
    const { tree } = await compile(PAGE);
    expect(html(tree)).toBe('<p>The tool installs in a minute.</p>');
  });

  it('never takes them as the description', async () => {
    const { page } = await compile(PAGE);
    expect(page.description).toBe('The tool installs in a minute.');
  });

  it('warns once per file, with the count and the first line', async () => {
    const { diagnostics } = await compile(`${PAGE}\n\nexport const more = 1;\n`);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 4,
        message: 'MDX import/export lines are ignored: 8 lines, first at line 4',
      }),
    ]);
  });

  it('keeps prose that starts with the word, and code', async () => {
    const source = 'import the module first.\n\n```js\nimport a from "a";\n```\n\nText\nexport default x;';
    const { tree, diagnostics } = await compile(source);
    expect(html(tree)).toContain('<p>import the module first.</p>');
    expect(html(tree)).toContain('code="import a from &#x22;a&#x22;;"');
    expect(html(tree)).toContain('export default x;');
    expect(diagnostics).toEqual([]);
  });

  it('removes a comment block of its own, over several lines, silently', async () => {
    const { tree, diagnostics, page } = await compile('{/* draft:\n\nfinish this */}\n\nReal text.');
    expect(html(tree)).toBe('<p>Real text.</p>');
    expect(page.description).toBe('Real text.');
    expect(diagnostics).toEqual([]);
  });
});

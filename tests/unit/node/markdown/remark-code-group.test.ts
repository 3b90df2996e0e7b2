import { describe, expect, it } from 'vitest';
import { compile, findElement, findElements } from './helpers';

const GROUP = [
  '::: code-group',
  '```js [vite.config.js]',
  'export default {};',
  '```',
  '```ts title="vite.config.ts"',
  'export default {};',
  '```',
  '```json',
  '{}',
  '```',
  ':::',
].join('\n');

describe('src/node/markdown/remark-code-group', () => {
  it('turns a code group into tabs, one per code block, labelled by its title, else its language', async () => {
    const { tree } = await compile(GROUP);
    expect(findElement(tree, 'rp-tabs').properties).toEqual({});
    expect(findElements(tree, 'rp-tab').map((tab) => tab.properties.label)).toEqual(['vite.config.js', 'vite.config.ts', 'json']);
  });

  it('renders each block inside its tab as it would anywhere', async () => {
    const { tree } = await compile(GROUP);
    const tabs = findElements(tree, 'rp-tab');
    expect(findElement(tabs[1], 'rp-code-block').properties).toMatchObject({ lang: 'ts', title: 'vite.config.ts' });
    expect(findElement(tabs[2], 'rp-code-block').properties).toMatchObject({ lang: 'json', code: '{}' });
  });

  it('keeps other content in the tab before it, with a warning', async () => {
    const { tree, diagnostics } = await compile('# T\n\n:::code-group\n```js\na\n```\n\nA note.\n:::');
    expect(findElement(tree, 'rp-tab').children.map((child) => (child.type === 'element' ? child.tagName : child.type))).toEqual([
      'rp-code-block',
      'p',
    ]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', line: 8, message: expect.stringContaining('code-group') }),
    ]);
  });
});

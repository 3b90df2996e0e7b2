import { describe, expect, it } from 'vitest';
import { compile, findElement, findElements } from './helpers';

const TABS = [
  '::::tabs{groupId="config-file"}',
  ':::tab rstest.config.ts',
  '```ts',
  'export default defineConfig({ globals: true });',
  '```',
  ':::',
  ':::tab CLI',
  '```bash',
  'npx rstest --globals',
  '```',
  ':::',
  '::::',
].join('\n');

describe('src/node/markdown/remark-tabs', () => {
  it('turns ::::tabs into rp-tabs with the groupId', async () => {
    const { tree } = await compile(TABS);
    expect(findElement(tree, 'rp-tabs').properties).toEqual({ groupId: 'config-file' });
  });

  it('turns each :::tab into rp-tab with its label, in order', async () => {
    const { tree } = await compile(TABS);
    expect(findElements(tree, 'rp-tab').map((tab) => tab.properties.label)).toEqual(['rstest.config.ts', 'CLI']);
  });

  it('keeps the code block of each tab inside that tab', async () => {
    const { tree } = await compile(TABS);
    const [first, second] = findElements(tree, 'rp-tab');
    expect(findElement(first, 'rp-code-block').properties.lang).toBe('ts');
    expect(findElement(second, 'rp-code-block').properties.lang).toBe('bash');
  });

  it('leaves groupId out when none is given', async () => {
    const { tree } = await compile('::::tabs\n:::tab A\nx\n:::\n::::');
    expect(findElement(tree, 'rp-tabs').properties).toEqual({});
  });

  it('warns about a tab outside tabs', async () => {
    const { diagnostics } = await compile('# T\n\n:::tab Lonely\nx\n:::');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', line: 3 })]);
  });
});

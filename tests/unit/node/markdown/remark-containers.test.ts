import { describe, expect, it } from 'vitest';
import { rewriteContainerTitles } from '../../../../src/node/markdown/container-syntax';
import { compile, findElement, findElements } from './helpers';

describe('src/node/markdown/container-syntax', () => {
  it('turns a title after the name into a directive label', () => {
    expect(rewriteContainerTitles(':::warning Custom title\nx\n:::')).toBe(':::warning[Custom title]\nx\n:::');
  });

  it('accepts a space between the colons and the name', () => {
    expect(rewriteContainerTitles('::: tip\nx\n:::')).toBe(':::tip\nx\n:::');
  });

  it('escapes brackets in the title', () => {
    expect(rewriteContainerTitles(':::tip See [a]')).toBe(':::tip[See \\[a\\]]');
  });

  it('keeps the line count and leaves fenced code alone', () => {
    const source = '```md\n:::tip Title\n```\n:::note A\n:::';
    const rewritten = rewriteContainerTitles(source);
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length);
    expect(rewritten).toContain('```md\n:::tip Title\n```');
    expect(rewritten).toContain(':::note[A]');
  });
});

describe('src/node/markdown/remark-containers', () => {
  it.each([
    ['tip', 'Tip'],
    ['info', 'Info'],
    ['note', 'Note'],
    ['warning', 'Warning'],
    ['danger', 'Danger'],
    ['details', 'Details'],
  ])('gives :::%s the English default title %s', async (type, title) => {
    const { tree } = await compile(`:::${type}\nText.\n:::`);
    expect(findElement(tree, 'rp-container').properties).toMatchObject({ type, title });
  });

  it.each([
    ['tip', '提示'],
    ['info', '信息'],
    ['note', '注意'],
    ['warning', '警告'],
    ['danger', '危险'],
    ['details', '详情'],
  ])('gives :::%s the Chinese default title %s on a zh page', async (type, title) => {
    const { tree } = await compile(`:::${type}\n文本。\n:::`, { lang: 'zh' });
    expect(findElement(tree, 'rp-container').properties.title).toBe(title);
  });

  it('uses a custom title written after the name', async () => {
    const { tree } = await compile(':::warning Custom *title*\nText with **Markdown**.\n:::');
    const container = findElement(tree, 'rp-container');
    expect(container.properties.title).toBe('Custom title');
    expect(findElements(container, 'strong')).toHaveLength(1);
  });

  it('uses a title attribute', async () => {
    const { tree } = await compile(':::tip{title="From attribute"}\nx\n:::');
    expect(findElement(tree, 'rp-container').properties.title).toBe('From attribute');
  });

  it('nests a container inside one with more colons', async () => {
    const { tree } = await compile('::::tip\n:::danger\ninner\n:::\n::::');
    const [outer, inner] = findElements(tree, 'rp-container');
    expect([outer.properties.type, inner.properties.type]).toEqual(['tip', 'danger']);
  });

  it.each([
    ['::: tip Custom title', 'tip', 'Custom title'],
    [':::tip[Custom title]', 'tip', 'Custom title'],
    [':::note Title', 'note', 'Title'],
  ])('reads the title of %s as VitePress and Docusaurus write it', async (opening, type, title) => {
    const { tree } = await compile(`${opening}\nText.\n:::`);
    expect(findElement(tree, 'rp-container').properties).toEqual({ type, title });
  });

  it.each([
    ['caution', 'warning', 'Warning'],
    ['important', 'info', 'Info'],
  ])('shows :::%s as a %s container', async (name, type, title) => {
    const { tree, diagnostics } = await compile(`:::${name}\nText.\n:::`);
    expect(findElement(tree, 'rp-container').properties).toEqual({ type, title });
    expect(diagnostics).toEqual([]);
  });

  it('nests a container inside one with as many colons', async () => {
    const { tree } = await compile(':::tip\n:::danger\ninner\n:::\nouter\n:::');
    const [outer, inner] = findElements(tree, 'rp-container');
    expect([outer.properties.type, inner.properties.type]).toEqual(['tip', 'danger']);
    expect(findElements(outer, 'p').map((p) => p.children)).toHaveLength(2);
  });
});

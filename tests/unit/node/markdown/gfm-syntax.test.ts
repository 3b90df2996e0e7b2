import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Construct, Extension } from 'micromark-util-types';
import { createCollector } from '../../../../src/node/markdown/collector';
import {
  gfmNeedsOf,
  gfmSyntaxFor,
  gfmTreeExtensions,
  mayHoldAutolinkLiteral,
  remarkGfmFor,
} from '../../../../src/node/markdown/gfm-syntax';
import { markdownSyntax } from '../../../../src/node/markdown/markdown-syntax';

const ROOT = resolve(import.meta.dirname, '../../../..');

const withRemarkGfm = unified().use(remarkParse).use(remarkGfm);
const parseWithRemarkGfm = (text: string) => withRemarkGfm.parse(text) as Root;
const parseWithGfmFor = (text: string) => unified().use(remarkParse).use(remarkGfmFor, { text }).parse(text) as Root;

/** remark-gfm's tree and ours, for one text. */
function expectRemarkGfmTree(text: string): void {
  expect(parseWithGfmFor(text), JSON.stringify(text)).toStrictEqual(parseWithRemarkGfm(text));
}

/** Every construct of an extension, by the code it starts on and its kind (`text`, `flow`, ...). */
function constructNames(extension: Extension): string[] {
  const names: string[] = [];
  for (const record of Object.values(extension))
    for (const constructs of Object.values((record ?? {}) as Record<string, Construct | Construct[]>))
      for (const construct of [constructs].flat()) if (construct?.name) names.push(construct.name);
  return names;
}

/** A small seeded generator, so that a failure names a text that can be tried again. */
function randomTexts(seed: number, count: number, pieces: string[]): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 40);
    return Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join('');
  });
}

describe('GFM left out where a page cannot use it', () => {
  it('gives every page of this site the tree remark-gfm gives it', () => {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.mdx?$/.test(entry.name)) pages.push(path);
      }
    };
    walk(join(ROOT, 'content'));
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      // with the rest of the page syntax (nesting limit, directives) around it
      const text = readFileSync(page, 'utf8');
      const syntax = markdownSyntax(createCollector(''), ['Counter'], text);
      const withRemarkGfmAround = syntax.map((plugin) => (Array.isArray(plugin) && plugin[0] === remarkGfmFor ? remarkGfm : plugin));
      expect(syntax).not.toEqual(withRemarkGfmAround);
      expect(unified().use(syntax).parse(text), page).toStrictEqual(unified().use(withRemarkGfmAround).parse(text));
    }
  });

  it('makes every autolink and table remark-gfm makes', () => {
    const texts = [
      'write to a@example.com today',
      'mailto:a@example.com and xmpp:a@example.com/home',
      'a.b-c_d+e@ex-am_ple.co.uk.',
      'not a link: a@example.1 or @example.com or a@example',
      'see www.example.com, WWW.EXAMPLE.COM and wWw.x',
      'go to https://example.com/a?b=c or HTTP://EXAMPLE.COM, not http:/x or https:example.com',
      'a hat and a wheel, htt://x and ww.x',
      'http://例子.com and https://é.fr and www.ü.de',
      '<a@example.com> and [a@example.com](https://example.com)',
      // made of character references: links only the tree transform finds, in the decoded text
      'write to a&#64;example.com',
      'see www&#46;example.com',
      'or https&#58;//example.com',
      '| a | b |\n| - | :-: |\n| 1 | 2 |',
      'a | b\n--|--',
      'a\n:-',
      'a\n-:',
      '> | a |\n> |---|',
      '- a\n\n  | x |\n  | - |',
      'a |\n- |',
      'a\t|\tb\n-\t|\t-',
      'a\n---',
      '- - -',
    ];
    for (const text of texts) expectRemarkGfmTree(text);
    expect(gfmNeedsOf('write to a@example.com today').email).toBe(true);
    expect(gfmNeedsOf('a\n:-').table).toBe(true);
    expect(gfmNeedsOf('WwW.x HTTPS://y')).toMatchObject({ www: true, protocol: true });
  });

  it('gives remark-gfm’s tree for thousands of texts made of the characters autolinks and tables are made of', () => {
    // pieces that make autolinks, tables and near misses of them when put side by side at random
    const pieces = [
      'a',
      'b1',
      'W',
      '@',
      '.',
      '.com',
      'x@y',
      '-',
      '--',
      ':',
      '|',
      ' | ',
      '\n',
      '\n',
      '\n\n',
      ' ',
      '\t',
      '> ',
      '- ',
      '\\',
      '&#64;',
      '`',
      '_',
      '+',
      'mailto:',
      'www.',
      'http://',
      '*',
      '~',
      '[',
      ']',
      '|-',
      '-|',
      ':-',
      '-:',
      '| a |',
      ' :-: ',
      '\na\n',
    ];
    const texts = randomTexts(20261130, 3000, pieces);
    let trimmed = 0;
    let tables = 0;
    let emails = 0;
    let webLinks = 0;
    for (const text of texts) {
      const needs = gfmNeedsOf(text);
      if (!needs.email || !needs.www || !needs.protocol || !needs.table) trimmed++;
      expectRemarkGfmTree(text);
      const json = JSON.stringify(parseWithRemarkGfm(text));
      if (json.includes('"type":"table"')) tables++;
      if (json.includes('"url":"mailto:')) emails++;
      if (json.includes('"url":"http')) webLinks++;
    }
    // both paths are exercised: texts parsed without a construct, and tables and links made
    expect(trimmed).toBeGreaterThan(1000);
    expect({ tables: tables > 20, emails: emails > 20, webLinks: webLinks > 20 }).toEqual({ tables: true, emails: true, webLinks: true });
  });

  it('parses a page that needs neither construct without them (the parser tries neither)', () => {
    const needs = gfmNeedsOf('# Title\n\nSome text with `@rstest/core` and a list:\n\n- one\n- two\n');
    expect(needs).toEqual({ email: false, www: false, protocol: false, table: false });
    const names = constructNames(gfmSyntaxFor(needs));
    for (const name of ['emailAutolink', 'wwwAutolink', 'protocolAutolink', 'table']) expect(names).not.toContain(name);
    // the rest of GFM is still there
    expect(names).toEqual(expect.arrayContaining(['strikethrough', 'tasklistCheck', 'gfmFootnoteCall']));
    const full = constructNames(gfmSyntaxFor({ email: true, www: true, protocol: true, table: true }));
    expect(full).toEqual(expect.arrayContaining(['emailAutolink', 'wwwAutolink', 'protocolAutolink', 'table']));
  });

  it('looks for autolink literals after the parse only in a tree whose text may hold one', () => {
    const commonMark = (text: string) => unified().use(remarkParse).parse(text) as Root;
    // inline code, a link's address and a code block are not text the transform reads
    const without = commonMark('Install `@rstest/core`, see [the guide](https://rstest.rs/guide).\n\n```sh\nnpm i -D @rstest/core\n```\n');
    expect(mayHoldAutolinkLiteral(without)).toBe(false);
    for (const text of [
      'write to a@example.com',
      'a &#64; b',
      'see www.example.com',
      'HTTPS://EXAMPLE.COM',
      '[www.x.com](/a)',
      '<https://x.dev>',
    ])
      expect(mayHoldAutolinkLiteral(commonMark(text)), text).toBe(true);

    // without one, the tree is walked once (the check), not once per pattern of the transform
    const reads = new Map<object, number>();
    const counted = (node: Root | Root['children'][number]): object => {
      if (!('children' in node)) return node;
      const children = (node.children as Root['children']).map((child) => counted(child));
      return Object.defineProperty({ ...node }, 'children', {
        get: () => (reads.set(node, (reads.get(node) ?? 0) + 1), children),
        enumerable: true,
      });
    };
    const tree = counted(without) as Root;
    const transforms = gfmTreeExtensions().flatMap((extension) => extension.transforms ?? []);
    expect(transforms).toHaveLength(1);
    for (const transform of transforms) transform(tree);
    // the root, the paragraph and the link: each parent's children read once
    expect([...reads.values()]).toEqual([1, 1, 1]);
  });
});

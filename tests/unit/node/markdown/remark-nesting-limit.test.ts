import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { toModuleCode } from '../../../../src/node/markdown/to-module';
import { compile, findElements } from './helpers';

const TOO_DEEP =
  'Markdown nested deeper than 100 levels is not supported (each block quote, list, list item, container, paragraph, emphasis or link is one level)';

/** `>` markers for `quotes` nested block quotes holding one paragraph, on line 3. */
const nestedQuotes = (quotes: number) => `# Deep\n\n${'>'.repeat(quotes)} text\n\nAfter.\n`;

describe('src/node/markdown/remark-nesting-limit', () => {
  it('compiles content nested up to the limit: 98 block quotes, a paragraph and its text', async () => {
    const compiled = await compile(nestedQuotes(98));
    expect(compiled.diagnostics).toEqual([]);
    expect(findElements(compiled.tree, 'blockquote')).toHaveLength(98);
    expect(() => toModuleCode({ ...compiled, page: { ...compiled.page, version: '' } })).not.toThrow();
  });

  it('refuses one level more with an error at the first node past the limit, and cuts that branch', async () => {
    const { diagnostics, tree } = await compile(nestedQuotes(99));
    expect(diagnostics).toEqual([
      { severity: 'error', code: 'markdown', file: 'content/en/guide/start/quick-start.md', line: 3, column: 101, message: TOO_DEEP },
    ]);
    // the text past the limit is cut from its paragraph, the rest of the page is kept
    expect(findElements(tree, 'p').map((p) => toString(p))).toEqual(['', 'After.']);
  });

  it('refuses 1000 nested block quotes and a 500-level list, each at its line, and their page module can be generated', async () => {
    const compiled = await compile(`# Deep\n\n${'>'.repeat(1000)} quote\n\n${'- '.repeat(500)}item\n`);
    expect(compiled.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [3, TOO_DEEP],
      [5, TOO_DEEP],
    ]);
    expect(() => toModuleCode({ ...compiled, page: { ...compiled.page, version: '' } })).not.toThrow();
  });

  it("cuts nesting before the parser's own tree transforms, which would overflow the stack on it", async () => {
    // generous time limit: this is about the depth, not the parser's speed
    const { diagnostics } = await compile(nestedQuotes(8000), { markdown: { compileTimeout: 120_000 } });
    expect(diagnostics).toEqual([
      { severity: 'error', code: 'markdown', file: 'content/en/guide/start/quick-start.md', line: 3, column: 101, message: TOO_DEEP },
    ]);
  });
});

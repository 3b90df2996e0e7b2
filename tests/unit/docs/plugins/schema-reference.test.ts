import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import * as v from 'valibot';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { referenceMarkdown, remarkSchemaReference } from '../../../../docs/plugins/schema-reference';
import { arrayOf, bool, described, int, obj, oneOf, str } from '../../../../src/shared/schema-kit';
import { listKeys } from '../../../../src/shared/schema-keys';

const TINY = obj({
  title: described(str(), 'The title.'),
  mode: described(v.optional(oneOf('fast', 'safe'), 'safe'), "How it runs: 'fast' skips the `check` step."),
  depth: described(
    v.optional(
      int('an integer >= 1', (n) => n >= 1),
      3,
    ),
    'How deep <it> goes.',
  ),
  theme: described(
    v.optional(
      obj({
        dark: described(v.optional(bool(), true), 'Offers the dark theme.'),
        links: described(
          v.optional(arrayOf(obj({ text: described(str(), "The link's text."), rel: described(v.optional(str()), 'Its rel.') })), []),
          'Links in the bar.',
        ),
      }),
      {},
    ),
    'The theme.',
  ),
});

describe('docs/plugins/schema-reference', () => {
  it('writes a heading per top-level key, a table of the keys under it, with types, defaults and nesting', () => {
    expect(referenceMarkdown({ keys: listKeys(TINY), defaults: { depth: 'from the site' } })).toBe(
      [
        '## `title`',
        '',
        'Type: `string`. Default: required.',
        '',
        'The title.',
        '',
        '## `mode`',
        '',
        "Type: `'fast' | 'safe'`. Default: `'safe'`.",
        '',
        "How it runs: 'fast' skips the `check` step.",
        '',
        '## `depth`',
        '',
        'Type: `number`. Default: from the site.',
        '',
        'How deep \\<it> goes.',
        '',
        '## `theme`',
        '',
        'Type: `object`. Default: `{}`.',
        '',
        'The theme.',
        '',
        '| Key | Type, default | Description |',
        '| --- | --- | --- |',
        '| `dark` | `boolean`, default `true` | Offers the dark theme. |',
        '',
        '### `theme.links`',
        '',
        'Type: `array of object`. Default: `[]`.',
        '',
        'Links in the bar.',
        '',
        '| Key | Type, default | Description |',
        '| --- | --- | --- |',
        "| `[].text` | `string`, required | The link's text. |",
        '| `[].rel` | `string`, no default | Its rel. |',
        '',
      ].join('\n'),
    );
  });

  it('escapes the pipes of a type in a table cell', () => {
    const schema = obj({ box: described(v.optional(obj({ side: described(oneOf('left', 'right'), 'The side.') })), 'A box.') });
    expect(referenceMarkdown({ keys: listKeys(schema) })).toContain("| `side` | `'left' \\| 'right'`, required | The side. |");
  });

  const run = async (markdown: string) => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkSchemaReference, { references: { tiny: { keys: listKeys(TINY) } } });
    const file = new VFile(markdown);
    const tree = (await processor.run(processor.parse(file), file)) as Root;
    const outline = tree.children.map((node) => (node.type === 'heading' ? `h${node.depth} ${toString(node)}` : node.type));
    return { outline, messages: file.messages };
  };

  it('replaces a marker line with the reference it names, at its place', async () => {
    const { outline, messages } = await run('# Config\n\n<!-- reference: tiny -->\n\nAfter.\n');
    expect(messages).toEqual([]);
    expect(outline).toEqual([
      'h1 Config',
      ...['h2 title', 'paragraph', 'paragraph', 'h2 mode', 'paragraph', 'paragraph', 'h2 depth', 'paragraph', 'paragraph'],
      ...['h2 theme', 'paragraph', 'paragraph', 'table', 'h3 theme.links', 'paragraph', 'paragraph', 'table'],
      'paragraph',
    ]);
  });

  it('reports an unknown reference name as an error at its line, naming the known ones', async () => {
    const { messages } = await run('# Config\n\nText.\n\n<!-- reference: tiny-config -->\n');
    expect(messages.map((message) => [message.fatal, message.line, message.reason])).toEqual([
      [true, 5, "unknown reference 'tiny-config' (known: tiny)"],
    ]);
  });
});

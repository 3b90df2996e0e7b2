import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { compileMarkdown, type CompileInput } from '../../../../src/node/markdown/compile';
import { componentNames } from '../../../../src/node/markdown/components-module';
import { MAX_NESTING_DEPTH } from '../../../../src/node/markdown/nesting-limit';
import { parseAhead } from '../../../../src/node/markdown/parse-ahead';
import { resolveConfig } from '../../../../src/shared/config';
import type { MarkdownConfig } from '../../../../src/shared/types';

const ROOT = resolve(import.meta.dirname, '../../../..');
const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev' });
const scratch = mkdtempSync(join(tmpdir(), 'parse-ahead-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const input = (source: string, filePath: string, markdown: MarkdownConfig = site.markdown): CompileInput => ({
  source,
  file: 'content/en/a.md',
  route: { path: '/a', filePath, lang: 'en', version: '', relativePath: 'en/a.md' },
  markdown,
  langPrefix: '',
  text: site.locales[0],
  // code blocks as plain text: the parse is what is compared here
  highlight: async () => ({ unknownLanguage: true }),
});

/** The tree parsed ahead, as it reaches the compile from the worker: through the structured clone of a message. */
function sentOver(source: string, markdown: MarkdownConfig): Root | undefined {
  const components = componentNames(markdown.components);
  const tree = parseAhead({ source, components, timeLimit: markdown.compileTimeout });
  return tree && (deserialize(serialize(tree)) as Root);
}

/** Compile `source` once parsing it here and once from the tree parsed ahead: the two must be the same page. */
async function expectSamePage(source: string, filePath = join(scratch, 'a.md'), markdown = site.markdown): Promise<void> {
  const tree = sentOver(source, markdown);
  expect(tree, 'parsed ahead').toBeDefined();
  const here = await compileMarkdown(input(source, filePath, markdown));
  const ahead = await compileMarkdown({ ...input(source, filePath, markdown), parsed: async () => tree });
  expect(ahead).toStrictEqual(here);
}

describe('node/markdown/parse-ahead', () => {
  it('gives every page of this site the page its own parse gives', async () => {
    const dir = join(ROOT, 'content/en');
    const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) {
      const filePath = join(dir, page);
      await expectSamePage(readFileSync(filePath, 'utf8'), filePath);
    }
  }, 120_000);

  it('gives the same page for front matter, MDX, GFM, directives and raw HTML, a `__proto__` attribute included', async () => {
    await expectSamePage(
      [
        '\uFEFF---',
        'title: A',
        '---',
        "import X from './x';",
        '',
        '# A {#custom}',
        '',
        '{/* a comment */}',
        '',
        ':::tip{__proto__="kept" .note}',
        'A tip with :badge[new]{type=info __proto__=x} and a footnote.[^1]',
        ':::',
        '',
        '| a | b |',
        '| - | :-: |',
        '| ~~c~~ | www.example.com |',
        '',
        '- [x] done',
        '- [ ] open',
        '',
        '<div class="raw">raw <b>HTML</b></div>',
        '',
        '```ts title="a.ts" {1}',
        'const a = 1;',
        '```',
        '',
        '[^1]: The note.',
        '',
      ].join('\n'),
    );
  });

  it('gives the same page with the site’s components, written as directives and as JSX', async () => {
    const components = join(scratch, 'components.tsx');
    writeFileSync(components, 'export function Counter() { return null; }\n');
    const markdown = { ...site.markdown, components };
    await expectSamePage(
      '# A\n\n::Counter{start=1}\n\n<Counter start={2} />\n\nVue:Counter and :Counter[x] in text.\n',
      undefined,
      markdown,
    );
  });

  it('leaves the page to its compile where the compile has something to report: nesting past the limit, a parse past the time limit', () => {
    const deep = `${'> '.repeat(MAX_NESTING_DEPTH + 5)}deep\n`;
    expect(parseAhead({ source: deep, components: [], timeLimit: 10_000 })).toBeUndefined();
    // a millisecond is less than any page this long takes, however fast or busy the machine
    const long = '- item with *emphasis* and `code`\n'.repeat(20_000);
    expect(parseAhead({ source: long, components: [], timeLimit: 1 })).toBeUndefined();
    expect(parseAhead({ source: '# Fine\n', components: [], timeLimit: 10_000 })).toBeDefined();
  });
});

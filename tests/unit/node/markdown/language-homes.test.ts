import type { Element } from 'hast';
import { createHighlighter, createHighlighterCore, createOnigurumaEngine, type LanguageRegistration } from 'shiki';
import { describe, expect, it, vi } from 'vitest';
import { bundledScopeTable } from '../../../../scripts/shiki-scope-table';
import { injectsElsewhere, scopesOutside } from '../../../../src/node/markdown/grammar-reach';
import { recordingStandIns, standInGrammar } from '../../../../src/node/markdown/grammar-stand-ins';
import { keepsToItself, registrationsOf } from '../../../../src/node/markdown/language-homes';
import { SHIKI_EMBEDDED_ONLY_SCOPES, SHIKI_SCOPES } from '../../../../src/node/markdown/shiki-scopes';
import { appearance } from './block-appearance';

const THEMES = { light: 'github-light', dark: 'github-dark' };

// blocks whose languages include grammars only when loaded, inject into others, or are plain
const BLOCKS: [lang: string, code: string][] = [
  ['md', '---\ntitle: A\n---\n\n```ts\nconst a: number = 1;\n```\n\n```vue\n<template><p>{{ a }}</p></template>\n```'],
  ['ts', 'const style = css`a { color: red }`;\nconst n: number = 1;'],
  ['md', '# Title\n\nSome {{ a }} and `code`, no fence.\n\n```py\nx = 1\n```'],
  ['ts-tags', 'const style = css`a { color: red }`;'],
  ['vue', '<template><p>{{ a }}</p></template>\n<style lang="scss">\n$c: red;\na { color: $c; }\n</style>'],
  ['python', 'def f(x):\n    return x'],
  ['yaml', 'a: 1'],
  ['mdx', '---\ntitle: A\n---\n\nexport const a = 1;\n\n```sh\nnpm test\n```'],
];

/** Each block's HTML, highlighted in this order by a process that has highlighted nothing before. */
async function highlightInOrder(blocks: [string, string][]): Promise<Map<string, string>> {
  vi.resetModules();
  const { highlightBlock } = await import('../../../../src/node/markdown/highlight-block');
  const out = new Map<string, string>();
  for (const [lang, code] of blocks) {
    const { html } = await highlightBlock({ code, lang, themes: THEMES, highlightLines: [] });
    out.set(`${lang}\n${code}`, html!);
  }
  return out;
}

describe('src/node/markdown/language-homes', () => {
  it('a block is highlighted the same whatever blocks the process highlighted before it', async () => {
    const forwards = await highlightInOrder(BLOCKS);
    const backwards = await highlightInOrder([...BLOCKS].reverse());
    for (const [block, html] of forwards) expect(backwards.get(block), block).toBe(html);
  });

  it('a Vue block colours a style in SCSS, as Shiki does with SCSS loaded beside Vue', async () => {
    const { highlightToHast } = await import('../../../../src/node/markdown/highlighter');
    const { highlightBlock } = await import('../../../../src/node/markdown/highlight-block');
    const code = BLOCKS[4][1];
    await highlightBlock({ code: 'a', lang: 'vue', themes: THEMES, highlightLines: [] }); // loads the themes
    const ours = await highlightToHast({ code, lang: 'vue', themes: THEMES, highlightLines: new Set() });
    const shiki = await createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: ['vue', 'scss'] });
    const theirs = shiki.codeToHast(code, { lang: 'vue', themes: THEMES, defaultColor: false }).children[0] as Element;
    const vueAlone = await createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: ['vue'] });
    const withoutScss = vueAlone.codeToHast(code, { lang: 'vue', themes: THEMES, defaultColor: false }).children[0] as Element;
    expect(appearance(ours!)).toEqual(appearance(theirs));
    expect(appearance(theirs)).not.toEqual(appearance(withoutScss));
  });

  it.each([
    [
      'md',
      '---\ntitle: A\n---\n\nPress <kbd>Ctrl</kbd>.\n\n```ts title="a.ts" {1}\nconst a: number = 1;\n```\n\n```py\ndef f(): pass\n```\n\n````md\n```json\n{ "a": [1, 2] }\n```\n````\n\n~~~diff\n- a\n+ b\n~~~\n\n```vue\n<style lang="scss">\n$c: red;\n</style>\n```',
    ],
    [
      'vue',
      '<template lang="pug">\ndiv(:class="a") {{ b }}\n</template>\n<script setup lang="ts">\nconst b: number = 1;\n</script>\n<style lang="less">\n@c: red;\na { color: @c; }\n</style>',
    ],
  ])('a %s block is coloured as Shiki colours it with every language its grammar can embed loaded', async (lang, code) => {
    const { highlightToHast } = await import('../../../../src/node/markdown/highlighter');
    const { highlightBlock } = await import('../../../../src/node/markdown/highlight-block');
    await highlightBlock({ code: 'a', lang, themes: THEMES, highlightLines: [] }); // loads the themes
    const ours = await highlightToHast({ code, lang, themes: THEMES, highlightLines: new Set() });
    const grammars = await registrationsOf(lang);
    const embeddable = new Set(grammars.flatMap((grammar) => grammar.embeddedLangsLazy ?? []));
    const everything = await createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [lang, ...embeddable] });
    const theirs = everything.codeToHast(code, { lang, themes: THEMES, defaultColor: false, tokenizeTimeLimit: 0 }).children[0] as Element;
    expect(appearance(ours!)).toEqual(appearance(theirs));
  });

  it('shares the process highlighter only with languages that bring every grammar they include and inject into none', async () => {
    const keeps = async (id: string) => keepsToItself(await registrationsOf(id));
    for (const id of ['typescript', 'python', 'yaml', 'json', 'shellscript', 'html']) expect(await keeps(id), id).toBe(true);
    // Markdown, MDX and Vue include grammars they do not bring; ts-tags injects into TypeScript
    for (const id of ['markdown', 'mdx', 'vue', 'ts-tags', 'ruby']) expect(await keeps(id), id).toBe(false);
  });

  it('the table of grammar scopes is the installed Shiki’s (run `npx tsx scripts/shiki-scopes.ts` after upgrading Shiki)', async () => {
    const { languages, embeddedOnly } = await bundledScopeTable();
    expect(SHIKI_SCOPES).toEqual(languages);
    expect(SHIKI_EMBEDDED_ONLY_SCOPES).toEqual(embeddedOnly);
  });
});

describe('src/node/markdown/grammar-reach', () => {
  const grammar = (scopeName: string, patterns: unknown[], extra: object = {}) =>
    ({ name: scopeName, scopeName, patterns, repository: {}, ...extra }) as LanguageRegistration;

  it('finds the scopes included and not provided, with the repository keys asked of each', () => {
    const a = grammar(
      'source.a',
      [
        { include: '#own' },
        { include: '$self' },
        { include: 'source.b' },
        { begin: 'x', end: 'y', patterns: [{ include: 'source.c#expr' }] },
      ],
      {
        repository: { own: { patterns: [{ include: 'source.c#stmt' }, { include: '$base' }] } },
      },
    );
    const b = grammar('source.b', [{ include: 'source.a' }]);
    expect(scopesOutside([a, b])).toEqual(new Map([['source.c', new Set(['expr', 'stmt'])]]));
    expect(scopesOutside([a])).toEqual(
      new Map([
        ['source.b', new Set([''])],
        ['source.c', new Set(['expr', 'stmt'])],
      ]),
    );
    expect(injectsElsewhere([a, b])).toBe(false);
    expect(injectsElsewhere([a, grammar('inline.b', [], { injectTo: ['source.a'] })])).toBe(true);
  });
});

describe('src/node/markdown/grammar-stand-ins', () => {
  // a grammar whose words are keywords, and whose '<' opens a part in a grammar it does not bring
  const host = {
    name: 'host',
    scopeName: 'source.host',
    patterns: [
      { match: '\\bkeyword\\b', name: 'keyword.control' },
      { begin: '<', end: '>', patterns: [{ match: '!', name: 'punctuation' }, { include: 'source.guest' }] },
    ],
    repository: {},
  } as LanguageRegistration;

  async function reached(code: string): Promise<string[]> {
    const recorder = recordingStandIns(await createOnigurumaEngine(import('shiki/wasm')));
    const highlighter = await createHighlighterCore({
      engine: recorder.engine,
      langs: [host, standInGrammar('source.guest', [''])],
      themes: [import('@shikijs/themes/github-light')],
      warnings: false,
    });
    return [...recorder.record(() => highlighter.codeToTokensBase(code, { lang: 'host', theme: 'github-light' })).reached];
  }

  it('tells a grammar the text reaches, and none the text does not', async () => {
    expect(await reached('keyword <x>')).toEqual(['source.guest']);
    expect(await reached('keyword only')).toEqual([]);
    // '!' is listed before the include and wins the tie at its position; the end '>' comes first
    expect(await reached('<!>')).toEqual([]);
  });
});

import type { Element } from 'hast';
import { createHighlighter, type Highlighter } from 'shiki';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHighlighter, highlightToHast, loadTheme, resolveLanguage } from '../../../../src/node/markdown/highlighter';
import { appearance } from './block-appearance';

const SAMPLE = [
  "import { defineConfig } from '@rstest/core';",
  '',
  '// retry flaky tests once, but only on CI',
  'export default defineConfig({',
  "  include: ['src/**/*.test.{ts,tsx}'],",
  '  retry: process.env.CI ? 1 : 0,',
  '  testTimeout: 10_000,',
  '  pattern: /\\d+\\.spec\\.ts$/,',
  '});',
].join('\n');

const referenceHighlighters = new Map<string, Promise<Highlighter>>();

/**
 * Shiki's own dual-theme output, from a highlighter of Shiki's making that holds the block's language
 * and the languages named (those the block reaches), and nothing else.
 */
async function shikiDual(code: string, lang: string, themes: { light: string; dark: string }, reaches: string[] = []): Promise<Element> {
  const langs = [lang, ...reaches];
  const key = JSON.stringify([themes, langs]);
  let made = referenceHighlighters.get(key);
  if (!made) {
    made = createHighlighter({ themes: [themes.light, themes.dark], langs });
    referenceHighlighters.set(key, made);
  }
  return (await made).codeToHast(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 }).children[0] as Element;
}

async function highlight(code: string, langName: string, themes: { light: string; dark: string }, reaches: string[] = []) {
  await Promise.all([loadTheme(themes.light), loadTheme(themes.dark)]);
  const lang = (await resolveLanguage(langName))!;
  const pre = await highlightToHast({ code, lang, themes, highlightLines: new Set() });
  return { pre: pre!, expected: await shikiDual(code, lang, themes, reaches) };
}

const GITHUB = { light: 'github-light', dark: 'github-dark' };
const MARKDOWN_PAGE = '---\ntitle: Install\n---\n\n# Install\n\n```ts\nconst a: number = 1;\n```\n\nPress <kbd>Ctrl</kbd> and *go*.';

describe('src/node/markdown/highlighter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['github-light-high-contrast', 'github-dark-high-contrast', 'ts'],
    ['github-light', 'github-dark', 'ts'],
    ['github-light', 'github-dark', 'md'],
  ])('a pair with the same rules (%s + %s, %s) looks exactly like Shiki dual-theme output', async (light, dark, lang) => {
    const code = lang === 'md' ? '# Title\n\n*italic* and **bold**, `code`\n\n- [ ] task' : SAMPLE;
    const { pre, expected } = await highlight(code, lang, { light, dark });
    expect(appearance(pre)).toEqual(appearance(expected));
    expect(pre.properties.class).toBe(`shiki shiki-themes ${light} ${dark}`);
    expect(pre.properties.style).toBe(expected.properties.style);
    // the sample does have colours in it, and the two themes differ
    expect(appearance(pre).some((c) => c.includes('--shiki-light:#') && !c.includes('--shiki-light:#0e1116'))).toBe(true);
  });

  it('a Markdown block is coloured with the languages it reaches (YAML front matter, a TypeScript fence, HTML), as Shiki colours it with those loaded, whatever was highlighted before', async () => {
    // nothing else highlighted yet: Markdown's grammar colours those parts only when their grammars are loaded
    const first = await highlight(MARKDOWN_PAGE, 'md', GITHUB, ['yaml', 'ts', 'html-derivative']);
    expect(appearance(first.pre)).toEqual(appearance(first.expected));
    const fence = appearance(first.pre).filter((char) => char.startsWith('c ')); // 'c' of `const`, in the fence only
    expect(fence).toEqual([expect.stringContaining('--shiki-light:#d73a49')]);

    // other blocks load other grammars: the same block keeps its colours, and one without a fence gets none of theirs
    for (const [lang, code] of [
      ['python', 'x = 1'],
      ['yaml', 'a: 1'],
      ['vue', '<template><p>{{ a }}</p></template>'],
      ['ts-tags', 'css`a { color: red }`'],
    ]) {
      await highlight(code, lang, GITHUB);
    }
    const again = await highlightToHast({ code: MARKDOWN_PAGE, lang: 'md', themes: GITHUB, highlightLines: new Set() });
    expect(appearance(again!)).toEqual(appearance(first.pre));
    const plain = '# Title\n\nSome {{ a }} and `code`, no fence.';
    const { pre, expected } = await highlight(plain, 'md', GITHUB);
    expect(appearance(pre)).toEqual(appearance(expected));
  });

  it('a language that injects into others (ts-tags into TypeScript) leaves the TypeScript blocks highlighted after it as they were', async () => {
    const code = 'const style = css`a { color: red }`;\nconst n: number = 1;';
    const before = await highlight(code, 'ts', GITHUB);
    const tagged = await highlight(code, 'ts-tags', GITHUB);
    // the injection colours the template as CSS in ts-tags' own block
    expect(appearance(tagged.pre)).toEqual(appearance(tagged.expected));
    expect(appearance(tagged.pre)).not.toEqual(appearance(before.pre));
    const after = await highlightToHast({ code, lang: 'ts', themes: GITHUB, highlightLines: new Set() });
    expect(appearance(after!)).toEqual(appearance(before.pre));
    expect(appearance(after!)).toEqual(appearance(before.expected));
  });

  it('a busy machine changes no colour: with every step of the tokenizer a second long, each line is highlighted in full', async () => {
    // Shiki stops a line after 500 ms of wall time by default (vscode-textmate reads Date.now) and
    // leaves the rest of it one colour; a machine busy enough makes a line that slow
    const themes = { light: 'github-light', dark: 'github-dark' };
    const code =
      "const busyMachine = { line: 'one', next: `two ${1 + 2}` }; // a line of many tokens\nexport function slowly(a: number): string { return String(a); }";
    await Promise.all([loadTheme(themes.light), loadTheme(themes.dark)]);
    const lang = (await resolveLanguage('ts'))!;
    const calm = await shikiDual(code, lang, themes);
    const highlighter = await getHighlighter();
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
    const busy = await highlightToHast({ code, lang, themes, highlightLines: new Set() });
    const shikiDefault = highlighter.codeToHast(code, { lang, themes, defaultColor: false }).children[0] as Element;
    vi.restoreAllMocks();
    expect(appearance(busy!)).toEqual(appearance(calm));
    // the cause itself: Shiki's default under the same clock colours the lines otherwise
    expect(appearance(shikiDefault)).not.toEqual(appearance(calm));
  });

  it('a pair whose rules differ falls back to Shiki dual-theme mode', async () => {
    const { pre, expected } = await highlight(SAMPLE, 'ts', { light: 'github-light', dark: 'nord' });
    expect(appearance(pre)).toEqual(appearance(expected));
    expect(pre.properties.class).toBe('shiki shiki-themes github-light nord');
  });

  it('applies bold and italic of the theme, which only the colour variables carried before', async () => {
    const { pre } = await highlight('*it* and **bold**', 'md', { light: 'github-light', dark: 'github-dark' });
    const styles = appearance(pre).join('\n');
    expect(styles).toMatch(/^i .*font-style:italic/m);
    expect(styles).toMatch(/^b .*font-weight:bold/m);
  });

  it.each([
    ['ts', ['const a = 1;', 'const s = `\nconst a = 1;\n`;']],
    // 'B' is text in one heredoc and ends the other: same rule and scopes, only the end word differs
    ['perl', ['print <<A;\nB\nA\nprint 1;', 'print <<B;\nB\nA\nprint 1;']],
    // Ruby is highlighted alone (language-homes.ts), without the memo: still exactly as Shiki does
    ['ruby', ['text = <<A\nB\nA\nputs text', 'text = <<B\nB\nA\nputs text']],
    ['ts', ['/* one\nconst a = 1; */', 'const a = 1;']],
  ])('a line seen before in another grammar state is tokenized for its own state (%s)', async (lang, blocks) => {
    for (const code of blocks) {
      const { pre, expected } = await highlight(code, lang, { light: 'github-light', dark: 'github-dark' });
      expect(appearance(pre)).toEqual(appearance(expected));
    }
  });

  it.each([
    ['github-light', 'github-dark'],
    ['github-light', 'nord'],
  ])('a line that tokenizes slowly is highlighted in full, not cut short by a time limit (%s + %s)', async (light, dark) => {
    // lines no other test tokenizes, so no memoised line answers for the grammar
    const code = "import { slowTokenization } from './slow-machine';\nexport const busy = slowTokenization({ cores: 2 });";
    const themes = { light, dark };
    const lang = (await resolveLanguage('ts'))!;
    await Promise.all([loadTheme(light), loadTheme(dark)]);
    const expected = appearance(await shikiDual(code, lang, themes));
    // vscode-textmate reads Date.now() before each step of a line: every step now "takes" 300 ms,
    // as on a machine busy enough to give the build a fraction of a core
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 300));
    const pre = await highlightToHast({ code, lang, themes, highlightLines: new Set() });
    expect(appearance(pre!)).toEqual(expected);
  });
});

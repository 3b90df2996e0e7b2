import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../../../../src/node/markdown/code-meta';
import { compile, findElement, findElements } from './helpers';

const CONFIG_BLOCK = [
  '```ts title="rstest.config.ts" {2,4-5}',
  "import { defineConfig } from '@rstest/core';",
  'export default defineConfig({',
  '  testTimeout: 10_000,',
  '  retry: 1,',
  '});',
  '```',
].join('\n');

describe('src/node/markdown/code-meta', () => {
  it('reads title, ranges and switches', () => {
    const meta = parseCodeMeta('title="a b.ts" {1,3-4} lineNumbers wrap=false');
    expect(meta).toEqual({
      title: 'a b.ts',
      highlightLines: new Set([1, 3, 4]),
      lineNumbers: true,
      wrap: false,
      unknown: [],
      malformed: [],
    });
  });

  it('lists unknown tokens', () => {
    expect(parseCodeMeta('fold').unknown).toEqual(['fold']);
  });

  it("reads VitePress's bracket title, spaces included, and its line-number switches", () => {
    expect(parseCodeMeta('[For browsers:] {2}')).toMatchObject({ title: 'For browsers:', highlightLines: new Set([2]), unknown: [] });
    expect(parseCodeMeta(':line-numbers').lineNumbers).toBe(true);
    expect(parseCodeMeta(':no-line-numbers').lineNumbers).toBe(false);
  });

  it("tells other tools' options from quire's own written wrong", () => {
    expect(parseCodeMeta('twoslash foo=bar {1,x} wrap=maybe')).toMatchObject({
      unknown: ['twoslash', 'foo=bar'],
      malformed: ['{1,x}', 'wrap=maybe'],
    });
  });
});

describe('src/node/markdown/rehype-code', () => {
  it('wraps Shiki output in rp-code-block with lang, title and the raw code', async () => {
    const { tree } = await compile(CONFIG_BLOCK);
    const block = findElement(tree, 'rp-code-block');
    expect(block.properties).toMatchObject({ lang: 'ts', title: 'rstest.config.ts', wrap: false, lineNumbers: false });
    expect(block.properties.code).toBe(
      "import { defineConfig } from '@rstest/core';\nexport default defineConfig({\n  testTimeout: 10_000,\n  retry: 1,\n});",
    );
    expect(String(block.properties.html)).toMatch(/^<pre class="shiki shiki-themes github-light github-dark"[^>]*><code>/);
    expect(block.children).toEqual([]);
  });

  it('marks the {2,4-5} lines with the highlighted class', async () => {
    const { tree } = await compile(CONFIG_BLOCK);
    const lines = [...String(findElement(tree, 'rp-code-block').properties.html).matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1]);
    expect(lines).toHaveLength(5);
    const highlighted = lines.flatMap((classes, i) => (classes.split(' ').includes('highlighted') ? [i + 1] : []));
    expect(highlighted).toEqual([2, 4, 5]);
  });

  it('colours tokens with light and dark CSS variables, no default colour', async () => {
    const { tree } = await compile(CONFIG_BLOCK);
    const styles = [...String(findElement(tree, 'rp-code-block').properties.html).matchAll(/<span style="([^"]*)"/g)].map((m) => m[1]);
    expect(styles.length).toBeGreaterThan(10);
    expect(styles.every((style) => style.includes('--shiki-light:') && style.includes('--shiki-dark:'))).toBe(true);
    expect(styles.some((style) => /(^|;)color:/.test(style))).toBe(false);
  });

  it('applies per-block switches over the site defaults', async () => {
    const { tree } = await compile('```js wrap lineNumbers=false\nx\n```', { markdown: { showLineNumbers: true } });
    expect(findElement(tree, 'rp-code-block').properties).toMatchObject({ wrap: true, lineNumbers: false });
  });

  it('uses the site defaults when the block says nothing', async () => {
    const { tree } = await compile('```js\nx\n```', { markdown: { showLineNumbers: true, defaultWrapCode: true } });
    expect(findElement(tree, 'rp-code-block').properties).toMatchObject({ wrap: true, lineNumbers: true });
  });

  it('shows an unknown language as plain text with a warning naming file and line', async () => {
    const { tree, diagnostics } = await compile('# T\n\n```nosuchlang\nplain <text>\n```');
    const block = findElement(tree, 'rp-code-block');
    expect(block.properties.code).toBe('plain <text>');
    // escaped, one plain span for the line
    expect(String(block.properties.html)).toMatch(/<span class="line"><span style="[^"]*">plain &#x3C;text><\/span><\/span>/);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', file: 'content/en/guide/start/quick-start.md', line: 3 })]);
    expect(diagnostics[0].message).toContain('nosuchlang');
  });

  it('gives a ```js [file.js] block the title bar', async () => {
    const { tree, diagnostics } = await compile('```js [vite.config.js]\nx\n```');
    expect(findElement(tree, 'rp-code-block').properties).toMatchObject({ lang: 'js', title: 'vite.config.js' });
    expect(diagnostics).toEqual([]);
  });

  it("reports another tool's option once per block with its own code, for the build to sum up", async () => {
    const { diagnostics } = await compile('# T\n\n```ts twoslash\nx\n```\n\n```ts twoslash\ny\n```');
    expect(diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['code-option', 3, "unknown code block option 'twoslash'"],
      ['code-option', 7, "unknown code block option 'twoslash'"],
    ]);
  });

  it('warns on the block about an option of its own written wrong', async () => {
    const { diagnostics } = await compile('# T\n\n```ts {1,x}\nx\n```');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'markdown', line: 3 })]);
    expect(diagnostics[0].message).toContain("malformed code block option '{1,x}'");
  });

  it('highlights text blocks and blocks without a language without a warning', async () => {
    const { tree, diagnostics } = await compile('```\na\n```\n\n```text\nb\n```');
    expect(findElements(tree, 'rp-code-block').map((b) => b.properties.lang)).toEqual(['text', 'text']);
    expect(diagnostics).toEqual([]);
  });

  it('reports a plugin problem at the file line when 6 lines of front matter come first', async () => {
    const frontmatter = ['---', 'title: A', 'description: B', 'pageType: doc', 'outline: true', '---'];
    const filler = Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? `Line ${i + 7}.` : ''));
    const source = [...frontmatter, ...filler, '```nosuchlang', 'x', '```'].join('\n');
    expect(source.split('\n').indexOf('```nosuchlang') + 1).toBe(20);
    const { diagnostics } = await compile(source);
    expect(diagnostics).toEqual([expect.objectContaining({ line: 20 })]);
  });

  it('an unknown Shiki theme is one config error per page, and the default pair is used', async () => {
    const { tree, diagnostics } = await compile('```ts\nconst a = 1;\n```\n\n```ts\nconst b = 2;\n```', {
      markdown: { shikiThemes: { light: 'no-such-theme', dark: 'github-dark' } },
    });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'config' });
    expect(diagnostics[0].message).toMatch(
      /^markdown\.shikiThemes: cannot load theme .*no-such-theme.*; using github-light-high-contrast\/github-dark-high-contrast$/,
    );
    for (const block of findElements(tree, 'rp-code-block')) {
      expect(String(block.properties.html)).toContain('class="shiki shiki-themes github-light-high-contrast github-dark-high-contrast"');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { extractFrontmatter } from '../../../../src/node/markdown/frontmatter';

const FILE = 'content/en/guide/a.md';

const NOT_SCRIPT = 'expected a URL that is not a script URL (javascript:, vbscript:), got';
const NOT_SCRIPT_LINK = 'expected a URL that is not a script or data URL (javascript:, vbscript:, data:), got';

describe('src/node/markdown/frontmatter', () => {
  it('parses the YAML block into frontmatter', () => {
    const result = extractFrontmatter('---\ntitle: Hello\noverviewHeaders: [2, 3]\n---\n# x\n', FILE);
    expect(result.frontmatter).toEqual({ title: 'Hello', overviewHeaders: [2, 3] });
  });

  it('replaces the block with as many empty lines, so positions stay file positions', () => {
    const result = extractFrontmatter('---\ntitle: A\n---\n# x', FILE);
    expect(result.body).toBe('\n\n\n# x');
    expect(result.blockLines).toBe(3);
  });

  it('leaves a file without front matter as it is', () => {
    expect(extractFrontmatter('# x\n---\n', FILE).body).toBe('# x\n---\n');
  });

  it('reports a YAML syntax error with the file line, not an empty object silently', () => {
    const source = '---\ntitle: A\ndescription: B\nhero: [a\n---\n# x';
    const [diagnostic] = extractFrontmatter(source, FILE).diagnostics;
    expect(diagnostic).toMatchObject({ severity: 'error', code: 'frontmatter', file: FILE });
    expect(diagnostic.line).toBeGreaterThanOrEqual(4);
    expect(diagnostic.line).toBeLessThanOrEqual(5);
  });

  it('reports a duplicate key on its own file line', () => {
    const [diagnostic] = extractFrontmatter('---\ntitle: A\ntitle: B\n---\n', FILE).diagnostics;
    expect(diagnostic).toMatchObject({ severity: 'error', line: 3 });
  });

  it('reports an unknown key by name and line', () => {
    const [diagnostic] = extractFrontmatter('---\ntitle: A\n\ntitel: B\n---\n', FILE).diagnostics;
    expect(diagnostic).toMatchObject({ severity: 'error', code: 'frontmatter', line: 4 });
    expect(diagnostic.message).toContain(
      "titel: unknown key (accepted: title, titleSuffix, description, head, overview, overviewHeaders, pageType, hero, features, outline, navbar, sidebar, footer, sidebar_label, sidebar_position, slug, draft) (did you mean 'title'?)",
    );
  });

  it('reports a wrong pageType with the allowed values', () => {
    const result = extractFrontmatter('---\npageType: docs\n---\n', FILE);
    expect(result.diagnostics[0].message).toBe("front matter: pageType: expected 'home' | 'doc' | '404' | 'custom' | 'blank', got 'docs'");
    expect(result.diagnostics[0].line).toBe(2);
    expect(result.frontmatter).toEqual({});
  });

  it('reports a non-boolean switch', () => {
    const [diagnostic] = extractFrontmatter('---\nsidebar: "no"\n---\n', FILE).diagnostics;
    expect(diagnostic.message).toBe("front matter: sidebar: expected boolean, got 'no'");
  });

  it('reports an overviewHeaders depth outside 1..6 at the item line', () => {
    const [diagnostic] = extractFrontmatter('---\noverviewHeaders:\n  - 2\n  - 7\n---\n', FILE).diagnostics;
    expect(diagnostic).toMatchObject({ line: 4 });
    expect(diagnostic.message).toBe('front matter: overviewHeaders[1]: expected a heading depth 1 to 6, got 7');
  });

  it('checks nested hero shapes with their path and line', () => {
    const source =
      '---\npageType: home\nhero:\n  name: Rstest\n  actions:\n    - text: Go\n      link: /guide/\n      theme: primary\n---\n';
    const [diagnostic] = extractFrontmatter(source, FILE).diagnostics;
    expect(diagnostic.message).toBe("front matter: hero.actions[0].theme: expected 'brand' | 'alt', got 'primary'");
    expect(diagnostic.line).toBe(8);
  });

  it('requires title and details on features', () => {
    const [diagnostic] = extractFrontmatter('---\nfeatures:\n  - title: Fast\n---\n', FILE).diagnostics;
    expect(diagnostic.message).toBe('front matter: features[0].details: required, expected string');
  });

  it('accepts head tags as [tag, attributes]', () => {
    const result = extractFrontmatter('---\nhead:\n  - [meta, { name: keywords, content: test }]\n---\n', FILE);
    expect(result.diagnostics).toEqual([]);
    expect(result.frontmatter.head).toEqual([['meta', { name: 'keywords', content: 'test' }]]);
  });

  it('reports an unclosed block', () => {
    const [diagnostic] = extractFrontmatter('---\ntitle: A\n# x\n', FILE).diagnostics;
    expect(diagnostic.message).toContain('never closed');
  });

  it('reports aliases that expand past the limit (a billion laughs) at the key that explodes, instead of throwing', () => {
    const nine = (item: string) => `[${Array(9).fill(item).join(', ')}]`;
    const keys = 'abcdefg'.split('');
    const bomb = keys.map((key, i) => `${key}: &${key} ${nine(i === 0 ? 'lol' : `*${keys[i - 1]}`)}`).join('\n');
    const result = extractFrontmatter(`---\ntitle: A\n${bomb}\n---\n# x`, FILE);
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'frontmatter',
        file: FILE,
        // file line 6 is `d:`, the first key whose aliases alone expand past the limit
        line: 6,
        column: 1,
        message: 'invalid YAML in front matter: Excessive alias count indicates a resource exhaustion attack',
      },
    ]);
    expect(result.frontmatter).toEqual({});
  });

  it('refuses YAML nested past the limit at the line where it goes too deep, without recursing into it', () => {
    const flow = extractFrontmatter(`---\ntitle: A\nhead: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n---\n`, FILE);
    expect(flow.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'frontmatter',
        file: FILE,
        line: 3,
        column: 1,
        message: 'front matter nested deeper than 100 levels is not supported',
      },
    ]);
    const block = extractFrontmatter(`---\ntitle: A\nhead:\n  ${'- '.repeat(5_000)}x\n---\n`, FILE);
    expect(block.diagnostics).toMatchObject([{ line: 4, message: 'front matter nested deeper than 100 levels is not supported' }]);
    // at the limit the YAML is read as usual (and here fails validation as head tags)
    const atLimit = extractFrontmatter(`---\nhead: ${'['.repeat(99)}${']'.repeat(99)}\n---\n`, FILE);
    expect(atLimit.diagnostics[0].message).toBe(
      'front matter: head[0]: expected [tag, attributes] or [tag, attributes, content], got array',
    );
  });

  it('refuses script URLs in hero, feature and head tag links with the key path and line', () => {
    const source = [
      '---',
      'pageType: home',
      'hero:',
      '  image:',
      "    src: 'javascript:alert(1)'",
      '  actions:',
      '    - text: Go',
      "      link: ' JavaScript:alert(2)'",
      'features:',
      '  - title: Fast',
      '    details: Very',
      "    link: 'vbscript:msgbox(3)'",
      'head:',
      "  - [link, { rel: icon, HREF: 'javascript:alert(4)' }]",
      "  - [script, { src: '/ok.js' }]",
      '---',
    ].join('\n');
    const result = extractFrontmatter(source, FILE);
    expect(result.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [5, `front matter: hero.image.src: ${NOT_SCRIPT} 'javascript:alert(1)'`],
      [8, `front matter: hero.actions[0].link: ${NOT_SCRIPT_LINK} ' JavaScript:alert(2)'`],
      [12, `front matter: features[0].link: ${NOT_SCRIPT_LINK} 'vbscript:msgbox(3)'`],
      [14, `front matter: head[0][1].HREF: ${NOT_SCRIPT} 'javascript:alert(4)'`],
    ]);
    expect(result.frontmatter).toEqual({ pageType: 'home' });
  });

  it('rejects front matter that is not a mapping', () => {
    const [diagnostic] = extractFrontmatter('---\n- a\n- b\n---\n', FILE).diagnostics;
    expect(diagnostic.message).toContain('mapping');
  });
});

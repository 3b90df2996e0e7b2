import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createHighlighter, createOnigurumaEngine, type PatternScanner, type RegexEngine } from 'shiki';
import { describe, expect, it, vi } from 'vitest';
import { sharingScanners } from '../../../../src/node/markdown/shared-scanners';

const ROOT = resolve(import.meta.dirname, '../../../..');
const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
const LANGS = ['typescript', 'tsx', 'javascript', 'bash', 'markdown', 'html', 'json', 'diff', 'xml'] as const;
// as the build highlights: Shiki's default stops a line that takes long and leaves the rest of it one
// colour, which a busy machine reaches on a line that compiles its first scanners
const IN_FULL = { tokenizeTimeLimit: 0 } as const;

// each sample runs rules whose end pattern repeats what the begin pattern matched (a heredoc, a
// fence, a template's tag), whose scanners the grammar runtime disposes and compiles again
const SAMPLES: [lang: (typeof LANGS)[number], code: string][] = [
  [
    'typescript',
    "import { defineConfig } from '@rstest/core';\nexport default defineConfig({ include: ['**/*.test.ts'] });\nclass A<T> extends B implements C { private x = 1; get y(): T { return this.x as T; } }\nconst html = String.raw`<b>${1 + 2}</b>`;",
  ],
  [
    'tsx',
    'export function Button({ label }: { label: string }) {\n  return <button className="x" onClick={() => go(label)}>{label}</button>;\n}\nconst y: Array<number> = [1, 2].map((n) => n * 2);',
  ],
  [
    'javascript',
    "const sum = (a, b) => a + b;\ntest('adds', () => { expect(sum(1, 2)).toBe(3); });\nclass A extends B { #x = 1; get y() { return this.#x; } }\nconst q = /ab+c/gi;",
  ],
  ['bash', 'cat <<EOF > out.txt\nhello $USER\nEOF\ncat <<-DONE\n\tbye\nDONE\nnpx rstest --watch'],
  ['markdown', '# Title\n\n````md\n```ts\nconst a = 1;\n```\n````\n\n~~~js\nlet b = 2;\n~~~'],
  ['html', '<style>\n.a > .b { color: red; }\n</style>\n<script>\nconst c = `x`;\n</script>\n<p class="z">text</p>'],
  // a line past 1000 bytes, which Shiki's binding searches pattern by pattern too, and text that is
  // not ASCII (positions are UTF-16 for the runtime, UTF-8 for the binding)
  [
    'typescript',
    `const long = [${Array.from({ length: 120 }, (_, i) => `'v${i}', f(${i})`).join(', ')}];\nconst 名前 = '値 😀 é'; // 注释 ✓`,
  ],
];

/** Every fenced code block of this site, with its language when Shiki knows it. */
function siteBlocks(): [lang: string, code: string][] {
  const blocks = new Map<string, [string, string]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const [, , , info, code] of readFileSync(path, 'utf8').matchAll(/^( *)(```+|~~~+)([^\n]*)\n([\s\S]*?)\n\1\2 *$/gm)) {
          const lang = { ts: 'typescript', js: 'javascript', sh: 'bash' }[info.split(/\s/)[0]] ?? info.split(/\s/)[0];
          if ((LANGS as readonly string[]).includes(lang)) blocks.set(`${lang}\n${code}`, [lang, code]);
        }
      }
    }
  };
  walk(join(ROOT, 'content'));
  return [...blocks.values()];
}

/** Shiki's own engine, counting the scanners it compiles and their patterns. */
async function countingEngine() {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  const counted = { scanners: 0, patterns: [] as string[] };
  const counting: RegexEngine = {
    createString: (text) => engine.createString(text),
    createScanner: (patterns) => {
      counted.scanners++;
      counted.patterns.push(...patterns.map(String));
      return engine.createScanner(patterns);
    },
  };
  return { counting, counted };
}

/** A small seeded generator, so that a failure names a case that can be tried again. */
function seeded(seed: number): (below: number) => number {
  let state = seed;
  return (below) => Math.floor(((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * below);
}

describe('node/shared-scanners', () => {
  it('highlights exactly as Shiki’s own engine does, grammars of one family and rules with back-references mixed', async () => {
    const plain = await createHighlighter({ themes: Object.values(THEMES), langs: [...LANGS] });
    const shared = await createHighlighter({
      themes: Object.values(THEMES),
      langs: [...LANGS],
      engine: createOnigurumaEngine(import('shiki/wasm')).then(sharingScanners),
    });
    // twice through, interleaved, so patterns compiled for one grammar are used by the others; the
    // second time on a machine so busy that every step of the tokenizer takes a second (its clock is Date.now)
    for (let round = 0; round < 2; round++) {
      let clock = Date.now();
      if (round === 1) vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
      for (const [lang, code] of SAMPLES) {
        expect(shared.codeToHtml(code, { ...IN_FULL, lang, themes: THEMES }), `${lang}, round ${round + 1}`).toBe(
          plain.codeToHtml(code, { ...IN_FULL, lang, themes: THEMES }),
        );
      }
      vi.restoreAllMocks();
    }
    // and every code block of this site
    const blocks = siteBlocks();
    expect(blocks.length).toBeGreaterThan(300);
    for (const [lang, code] of blocks) {
      expect(shared.codeToHtml(code, { ...IN_FULL, lang, themes: THEMES }), `${lang}: ${code.slice(0, 80)}`).toBe(
        plain.codeToHtml(code, { ...IN_FULL, lang, themes: THEMES }),
      );
    }
  });

  it('finds the match Shiki’s own scanner finds, for seeded random patterns, texts, positions and options', async () => {
    const engine = await createOnigurumaEngine(import('shiki/wasm'));
    const shared = sharingScanners(engine);
    // anchored at the search position (\G), looking behind it, back-references, empty matches,
    // case-insensitive, line and text anchors, and characters of two, three and four bytes in UTF-8
    const pool = [
      'a+',
      'ab',
      'b',
      '\\Ga',
      '\\G',
      '\\Gb+',
      '(?<=a)b',
      '(a)\\1',
      '\\bfoo\\b',
      'é+',
      '😀',
      '$',
      '^',
      '(?=b)',
      'x*',
      '[a-c]{2}',
      '\\s+',
      '.',
      '(?i)A',
      '\\A',
      '\\z',
      'foo|fo',
      '(?!a).',
      '名+',
      '(?<x>o)\\k<x>',
      '\\n',
    ];
    const pieces = ['a', 'b', 'aa', 'foo', ' ', 'é', '😀', 'x', '名前', 'oo', 'B', 'ab', '\n'];
    const random = seeded(31);
    const lists = Array.from({ length: 40 }, () => Array.from({ length: 1 + random(8) }, () => pool[random(pool.length)]));
    const pairs = lists.map((list) => [engine.createScanner(list), shared.createScanner(list)] as const);
    let compared = 0;
    for (let t = 0; t < 400; t++) {
      // a text past 1000 bytes now and then: there Shiki's binding itself searches pattern by pattern
      const length = t % 10 === 0 ? 300 + random(200) : 1 + random(30);
      const content = `${Array.from({ length }, () => pieces[random(pieces.length)]).join('')}\n`;
      const text = engine.createString(content);
      let position = 0;
      for (let step = 0; step < 30; step++) {
        // mostly forward, as the tokenizer goes, now and then back
        position = random(5) === 0 ? random(content.length + 1) : Math.min(content.length, position + random(4));
        const options = [0, 0, 0, 1, 2, 4][random(6)];
        const [own, ours] = pairs[random(pairs.length)];
        expect(ours.findNextMatchSync(text, position, options), JSON.stringify({ t, step, position, options, content })).toEqual(
          own.findNextMatchSync(text, position, options),
        );
        compared++;
      }
      text.dispose?.();
    }
    expect(compared).toBe(12_000);
  });

  it('compiles each distinct pattern once, where Shiki compiles a pattern for every rule that uses it', async () => {
    // if Shiki stops asking its engine for a scanner per rule, or keeps scanners of its own, this fails
    const code = SAMPLES[0][1]; // TypeScript, which is TSX too
    const alone = await countingEngine();
    const plain = await createHighlighter({ themes: [THEMES.light], langs: ['typescript', 'tsx'], engine: alone.counting });
    plain.codeToHtml(code, { ...IN_FULL, lang: 'typescript', theme: THEMES.light });
    plain.codeToHtml(code, { ...IN_FULL, lang: 'tsx', theme: THEMES.light });

    const sharing = await countingEngine();
    const shared = await createHighlighter({
      themes: [THEMES.light],
      langs: ['typescript', 'tsx'],
      engine: sharingScanners(sharing.counting),
    });
    shared.codeToHtml(code, { ...IN_FULL, lang: 'typescript', theme: THEMES.light });
    shared.codeToHtml(code, { ...IN_FULL, lang: 'tsx', theme: THEMES.light });

    expect(sharing.counted.scanners).toBe(sharing.counted.patterns.length);
    expect(new Set(sharing.counted.patterns).size).toBe(sharing.counted.patterns.length);
    expect(new Set(alone.counted.patterns)).toEqual(new Set(sharing.counted.patterns));
    expect(sharing.counted.patterns.length * 3).toBeLessThan(alone.counted.patterns.length);
  });

  it('frees a pattern’s scanner once, when the last rule using it is disposed', () => {
    const made: { pattern: string; disposed: number }[] = [];
    const engine: RegexEngine = {
      createString: (text) => ({ content: text }),
      createScanner: (patterns) => {
        const record = { pattern: String(patterns[0]), disposed: 0 };
        made.push(record);
        const scanner: PatternScanner = {
          // every pattern matches right at the position: the rule's first pattern is found
          findNextMatchSync: (_text, from) => ({ index: 0, captureIndices: [{ start: from, end: from + 1, length: 1 }] }),
          dispose: () => void record.disposed++,
        };
        return scanner;
      },
    };
    const sharing = sharingScanners(engine);
    const first = sharing.createScanner(['a+', 'b']);
    const second = sharing.createScanner(['b', 'a+']);
    expect(made.map((m) => m.pattern)).toEqual(['a+', 'b']);
    expect(second.findNextMatchSync('ab', 0, 0)?.index).toBe(0);

    first.dispose?.();
    first.dispose?.(); // a second dispose of one rule changes nothing
    expect(made.map((m) => m.disposed)).toEqual([0, 0]);
    expect(second.findNextMatchSync('ab', 1, 0)?.index).toBe(0);

    second.dispose?.();
    expect(made.map((m) => m.disposed)).toEqual([1, 1]);
    // the same pattern again: compiled anew, not the freed one
    sharing.createScanner(['a+']);
    expect(made.map((m) => m.pattern)).toEqual(['a+', 'b', 'a+']);
  });

  it('lets a rule’s other patterns go when the engine fails to compile one of them', () => {
    const made: string[] = [];
    const disposed: string[] = [];
    const engine: RegexEngine = {
      createString: (text) => ({ content: text }),
      createScanner: (patterns) => {
        const pattern = String(patterns[0]);
        if (pattern === '(unclosed') throw new Error('end pattern at group');
        made.push(pattern);
        return { findNextMatchSync: () => null, dispose: () => void disposed.push(pattern) };
      },
    };
    const sharing = sharingScanners(engine);
    expect(() => sharing.createScanner(['a+', '(unclosed'])).toThrow('end pattern at group');
    expect(disposed).toEqual(['a+']);
    // nothing of the failed rule is kept: the same pattern is compiled anew
    sharing.createScanner(['a+']);
    expect(made).toEqual(['a+', 'a+']);
  });
});

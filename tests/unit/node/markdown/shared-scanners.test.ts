import { createHighlighter, createOnigurumaEngine, type PatternScanner, type RegexEngine } from 'shiki';
import { describe, expect, it, vi } from 'vitest';
import { sharingScanners } from '../../../../src/node/markdown/shared-scanners';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
const LANGS = ['typescript', 'tsx', 'javascript', 'bash', 'markdown', 'html'] as const;
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
];

/** Shiki's own engine, counting the scanners it compiles. */
async function countingEngine() {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  const counted = { compiled: 0 };
  const counting: RegexEngine = {
    createString: (text) => engine.createString(text),
    createScanner: (patterns) => {
      counted.compiled++;
      return engine.createScanner(patterns);
    },
  };
  return { counting, counted };
}

describe('node/shared-scanners', () => {
  it('highlights exactly as Shiki’s own engine does, grammars of one family and rules with back-references mixed', async () => {
    const plain = await createHighlighter({ themes: Object.values(THEMES), langs: [...LANGS] });
    const shared = await createHighlighter({
      themes: Object.values(THEMES),
      langs: [...LANGS],
      engine: createOnigurumaEngine(import('shiki/wasm')).then(sharingScanners),
    });
    // twice through, interleaved, so scanners compiled for one grammar are used by the others; the
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
  });

  it('compiles fewer scanners for a grammar whose family was used before', async () => {
    // if Shiki stops asking its engine for a scanner per rule, or keeps scanners of its own, this fails
    const code = SAMPLES[0][1]; // TypeScript, which is TSX too
    const alone = await countingEngine();
    const tsxAlone = await createHighlighter({ themes: [THEMES.light], langs: ['tsx'], engine: alone.counting });
    tsxAlone.codeToHtml(code, { ...IN_FULL, lang: 'tsx', theme: THEMES.light });
    expect(alone.counted.compiled).toBeGreaterThan(10);

    const after = await countingEngine();
    const both = await createHighlighter({ themes: [THEMES.light], langs: ['typescript', 'tsx'], engine: sharingScanners(after.counting) });
    both.codeToHtml(code, { ...IN_FULL, lang: 'typescript', theme: THEMES.light });
    const forTypescript = after.counted.compiled;
    both.codeToHtml(code, { ...IN_FULL, lang: 'tsx', theme: THEMES.light });
    expect(after.counted.compiled - forTypescript).toBeLessThan(alone.counted.compiled / 2);
  });

  it('frees a shared scanner once, when its last user disposes it', () => {
    const made: { patterns: string[]; disposed: number }[] = [];
    const engine: RegexEngine = {
      createString: (text) => ({ content: text }),
      createScanner: (patterns) => {
        const record = { patterns: patterns.map(String), disposed: 0 };
        made.push(record);
        const scanner: PatternScanner = {
          findNextMatchSync: () => ({ index: made.indexOf(record), captureIndices: [] }),
          dispose: () => void record.disposed++,
        };
        return scanner;
      },
    };
    const sharing = sharingScanners(engine);
    const first = sharing.createScanner(['a+', 'b']);
    const second = sharing.createScanner(['a+', 'b']);
    const other = sharing.createScanner(['a+']);
    expect(made).toHaveLength(2);

    first.dispose?.();
    first.dispose?.(); // a second dispose of one user changes nothing
    expect(made[0].disposed).toBe(0);
    expect(second.findNextMatchSync('aab', 0, 0)?.index).toBe(0);

    second.dispose?.();
    expect(made[0].disposed).toBe(1);
    expect(made[1].disposed).toBe(0);
    // the same patterns again: a scanner of their own, not the freed one
    expect(sharing.createScanner(['a+', 'b']).findNextMatchSync('x', 0, 0)?.index).toBe(2);
    other.dispose?.();
    expect(made[1].disposed).toBe(1);
  });
});

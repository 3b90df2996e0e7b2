/**
 * A Shiki regex engine that compiles each distinct pattern once, whatever grammar rules use it.
 *
 * Shiki's grammar runtime asks the engine for a scanner per rule, over the rule's patterns, the first
 * time it uses the rule, and compiling those patterns is most of a grammar's first use. A rule's
 * patterns are mostly those of the rules it includes, so the same pattern is compiled again in
 * rule after rule, and across the grammars of one family (typescript, tsx, javascript): far more
 * compiles than there are distinct patterns.
 *
 * Here each distinct pattern gets a scanner of its own, compiled once, and a rule's scanner searches
 * its patterns one by one exactly as Shiki's Oniguruma binding does for a long line: each pattern's
 * first match from the position, the one that starts first wins (the first pattern on a tie), and the
 * search stops at a match right at the position. A pattern's last search is remembered for the same
 * text and options, and answers a later search from a position it had not passed, as the binding's own
 * cache does; never for a pattern anchored at the search position (`\G`). For a short line the binding
 * searches all of a rule's patterns at once, position by position, which picks the same match.
 *
 * The runtime disposes a rule's scanner when the rule's patterns change (an end pattern that repeats
 * what its begin pattern matched); a pattern's scanner is freed when the last rule using it is.
 *
 * The patterns are those of Shiki's bundled grammars, the only ones the highlighters load besides the
 * one-character stand-ins of grammar-stand-ins.ts, all written for Oniguruma. (The binding does not report a pattern it cannot compile; its answers for a
 * rule with one differ between short and long lines, and there is no one answer to match.)
 */
import type { PatternScanner, RegexEngine } from 'shiki';

type Find = PatternScanner['findNextMatchSync'];
type Text = Parameters<Find>[0];
type Options = Parameters<Find>[2];
type Match = NonNullable<ReturnType<Find>>;

/** One distinct pattern: its scanner, the rules using it, and its last search. */
interface Pattern {
  key: string;
  scanner: PatternScanner;
  users: number;
  /** `\G` matches only at the search position: no search answers another */
  anchored: boolean;
  last?: { text: Text; options: Options; from: number; match: Match | null };
}

const keyOf = (pattern: string | RegExp) => (typeof pattern === 'string' ? pattern : JSON.stringify([pattern.source, pattern.flags]));

const startOf = (match: Match) => match.captureIndices[0].start;

/** The pattern's first match in `text` from `from` on, its last search reused when that search tells. */
function firstMatch(pattern: Pattern, text: Text, from: number, options: Options): Match | null {
  const last = pattern.last;
  if (!pattern.anchored && last && last.text === text && last.options === options && last.from <= from) {
    if (last.match === null || startOf(last.match) >= from) return last.match;
  }
  const match = pattern.scanner.findNextMatchSync(text, from, options);
  pattern.last = { text, options, from, match };
  return match;
}

export function sharingScanners(engine: RegexEngine): RegexEngine {
  const compiled = new Map<string, Pattern>();
  const use = (source: string | RegExp): Pattern => {
    const key = keyOf(source);
    let pattern = compiled.get(key);
    if (!pattern) {
      pattern = { key, scanner: engine.createScanner([source]), users: 0, anchored: key.includes('\\G') };
      compiled.set(key, pattern);
    }
    pattern.users++;
    return pattern;
  };
  const release = (patterns: Pattern[]) => {
    for (const pattern of patterns) {
      if (--pattern.users > 0) continue;
      compiled.delete(pattern.key);
      pattern.scanner.dispose?.();
    }
  };
  return {
    createString: (text) => engine.createString(text),
    createScanner(sources) {
      const patterns: Pattern[] = [];
      try {
        for (const source of sources) patterns.push(use(source));
      } catch (error) {
        // an engine that fails on one pattern fails the rule's scanner; the patterns compiled for it are let go
        release(patterns);
        throw error;
      }
      let disposed = false;
      return {
        findNextMatchSync(text, from, options) {
          let best: Match | null = null;
          let bestIndex = -1;
          for (let i = 0; i < patterns.length; i++) {
            const match = firstMatch(patterns[i], text, from, options);
            if (match === null || (best !== null && startOf(match) >= startOf(best))) continue;
            best = match;
            bestIndex = i;
            if (startOf(match) === from) break;
          }
          return best && { index: bestIndex, captureIndices: best.captureIndices };
        },
        dispose() {
          if (disposed) return;
          disposed = true;
          release(patterns);
        },
      };
    },
  };
}

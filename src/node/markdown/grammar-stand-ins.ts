/**
 * Stand-ins for grammars a highlighter has not loaded, to learn which of them a block reaches.
 *
 * A stand-in takes the scope of a grammar that is not loaded, and its one rule matches any single
 * character. Wherever the block's text reaches an include of that grammar, the rule list holding the
 * include is searched from a position, and the stand-in matches right there: no rule can match
 * earlier, and one listed after it cannot win a tie. So a stand-in that never matched means the real
 * grammar would not have matched either: the block's colours are those of the same highlighter
 * without the stand-ins. One that did match names a grammar to load before highlighting again.
 */
import type { LanguageRegistration, RegexEngine } from 'shiki';

const MARK = 'quire-unloaded:';
// an Oniguruma comment names the grammar stood in for; scopes hold no ')'
const PATTERN_HEAD = `[\\s\\S](?#${MARK}`;

/** The stand-in for a grammar's scope, answering the repository keys other grammars ask of it. */
export function standInGrammar(scope: string, keys: Iterable<string>): LanguageRegistration {
  const rule = { match: `${PATTERN_HEAD}${scope})`, name: 'quire.unloaded' };
  const repository: Record<string, typeof rule> = {};
  for (const key of keys) if (key !== '') repository[key] = rule;
  return { name: `${MARK}${scope}`, scopeName: scope, patterns: [rule], repository } as LanguageRegistration;
}

const standInScope = (source: string | RegExp): string | undefined =>
  typeof source === 'string' && source.startsWith(PATTERN_HEAD) ? source.slice(PATTERN_HEAD.length, -1) : undefined;

export interface StandInRecorder {
  /** the engine to give the highlighter holding the stand-ins */
  engine: RegexEngine;
  /** Run a highlight (synchronous), and tell the scopes of the stand-ins that matched in it. */
  record<T>(highlight: () => T): { result: T; reached: Set<string> };
}

export function recordingStandIns(inner: RegexEngine): StandInRecorder {
  let reached: Set<string> | undefined;
  const engine: RegexEngine = {
    createString: (text) => inner.createString(text),
    createScanner(sources) {
      const scanner = inner.createScanner(sources);
      const scopes = sources.map(standInScope);
      if (scopes.every((scope) => scope === undefined)) return scanner;
      return {
        findNextMatchSync(text, from, options) {
          const match = scanner.findNextMatchSync(text, from, options);
          const scope = match ? scopes[match.index] : undefined;
          if (scope !== undefined) reached?.add(scope);
          return match;
        },
        dispose: () => scanner.dispose?.(),
      };
    },
  };
  return {
    engine,
    record(highlight) {
      const seen = new Set<string>();
      reached = seen;
      try {
        return { result: highlight(), reached: seen };
      } finally {
        reached = undefined;
      }
    },
  };
}

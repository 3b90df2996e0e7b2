/**
 * A Shiki regex engine that gives every grammar rule with the same list of patterns one scanner.
 *
 * Shiki's grammar runtime compiles a scanner for a rule's patterns the first time it uses the rule,
 * and that compile is most of a grammar's first use. Grammars of one family (typescript, tsx,
 * javascript) have many rules with the same patterns, so once one of them is compiled the others
 * start much sooner. A scanner matches whatever string it is handed and keeps nothing a caller
 * relies on between calls, so one can serve every rule that has its patterns.
 *
 * The runtime disposes a rule's scanner when the rule's patterns change (an end pattern that
 * repeats what its begin pattern matched); a shared scanner is freed when its last user disposes it.
 */
import type { PatternScanner, RegexEngine } from 'shiki';

interface Shared {
  scanner: PatternScanner;
  users: number;
}

const keyOf = (patterns: readonly (string | RegExp)[]) =>
  JSON.stringify(patterns.map((p) => (typeof p === 'string' ? p : [p.source, p.flags])));

export function sharingScanners(engine: RegexEngine): RegexEngine {
  const shared = new Map<string, Shared>();
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const key = keyOf(patterns);
      let entry = shared.get(key);
      if (!entry) {
        entry = { scanner: engine.createScanner(patterns), users: 0 };
        shared.set(key, entry);
      }
      entry.users++;
      const own = entry;
      let disposed = false;
      return {
        findNextMatchSync: (string, startPosition, options) => own.scanner.findNextMatchSync(string, startPosition, options),
        dispose() {
          if (disposed) return;
          disposed = true;
          if (--own.users > 0) return;
          shared.delete(key);
          own.scanner.dispose?.();
        },
      };
    },
  };
}

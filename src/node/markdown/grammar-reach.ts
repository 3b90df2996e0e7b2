/**
 * What a set of TextMate grammars reaches outside itself: the scopes of other grammars its rules
 * include, and whether any of them injects itself into other grammars. A grammar's colours can change
 * when either is loaded next to it, so these decide which highlighter a language may share.
 */

/** The parts of a Shiki language registration read here. */
export interface GrammarRegistration {
  name: string;
  scopeName: string;
  injectTo?: string[];
}

const includesOf = new WeakMap<object, Map<string, Set<string>>>();

/** Every `include` of another grammar in one grammar: scope -> repository keys ('' for the whole grammar). */
function includesIn(grammar: object): Map<string, Set<string>> {
  let found = includesOf.get(grammar);
  if (found) return found;
  found = new Map();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'include' && typeof value === 'string') {
        // '#name' is the grammar's own repository, '$self' and '$base' the grammar itself
        if (value.startsWith('#') || value.startsWith('$')) continue;
        const hash = value.indexOf('#');
        const scope = hash < 0 ? value : value.slice(0, hash);
        const keys = found.get(scope) ?? new Set<string>();
        keys.add(hash < 0 ? '' : value.slice(hash + 1));
        found.set(scope, keys);
      } else walk(value);
    }
  };
  walk(grammar);
  includesOf.set(grammar, found);
  return found;
}

/** The scopes these grammars include that none of them provides, each with the repository keys asked of it. */
export function scopesOutside(grammars: readonly GrammarRegistration[]): Map<string, Set<string>> {
  const provided = new Set(grammars.map((grammar) => grammar.scopeName));
  const outside = new Map<string, Set<string>>();
  for (const grammar of grammars) {
    for (const [scope, keys] of includesIn(grammar)) {
      if (provided.has(scope)) continue;
      const all = outside.get(scope) ?? new Set<string>();
      for (const key of keys) all.add(key);
      outside.set(scope, all);
    }
  }
  return outside;
}

/** Whether any of these grammars injects itself into other grammars. */
export const injectsElsewhere = (grammars: readonly GrammarRegistration[]): boolean =>
  grammars.some((grammar) => (grammar.injectTo?.length ?? 0) > 0);

import { bundledLanguages } from 'shiki/bundle/full';

export interface ScopeTable {
  /** the scope of each bundled language -> that language's id, sorted by scope */
  languages: Record<string, string>;
  /** the scopes of grammars that come only inside other languages (Angular's expressions ...), sorted */
  embeddedOnly: string[];
}

/** The grammar scopes of Shiki's bundled languages: the ones a highlighter can load by name, and the rest. */
export async function bundledScopeTable(): Promise<ScopeTable> {
  const languages = new Map<string, string>();
  const all = new Set<string>();
  for (const id of Object.keys(bundledLanguages).sort()) {
    const { default: registrations } = await bundledLanguages[id as keyof typeof bundledLanguages]();
    for (const registration of registrations) all.add(registration.scopeName);
    const own = registrations.find((registration) => registration.name === id);
    if (!own) continue; // an alias
    const owner = languages.get(own.scopeName);
    if (owner !== undefined) throw new Error(`${own.scopeName}: both ${owner} and ${id}`);
    languages.set(own.scopeName, id);
  }
  return {
    languages: Object.fromEntries([...languages].sort(([a], [b]) => (a < b ? -1 : 1))),
    embeddedOnly: [...all].filter((scope) => !languages.has(scope)).sort(),
  };
}

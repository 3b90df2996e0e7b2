/**
 * Which highlighter a language is highlighted in, so that a block's colours depend only on the block.
 *
 * A TextMate grammar can include other grammars and colour those parts only when they happen to be
 * loaded (Markdown's fenced code and front matter, Vue's `lang="scss"` styles), and a grammar can
 * inject itself into others (the tagged templates that come with `ts-tags`). In one highlighter for
 * everything, such a block would be coloured by whatever blocks were highlighted before it.
 *
 * So the process's shared highlighter holds only languages that bring every grammar they include and
 * inject into none: nothing loaded next to them changes them. Every other language is highlighted
 * alone: with the languages the block itself reaches, found by stand-ins (grammar-stand-ins.ts), in a
 * highlighter holding exactly those. Its colours are Shiki's own for a highlighter loaded with them.
 */
import { injectsElsewhere, scopesOutside } from './grammar-reach';
import { recordingStandIns, standInGrammar, type StandInRecorder } from './grammar-stand-ins';
import { loadShiki, regexEngine } from './shiki-loader';
import { SHIKI_EMBEDDED_ONLY_SCOPES, SHIKI_SCOPES } from './shiki-scopes';
import type { HighlighterCore, LanguageRegistration } from 'shiki';

const EMBEDDED_ONLY = new Set(SHIKI_EMBEDDED_ONLY_SCOPES);
const loadable = (scope: string) => Object.hasOwn(SHIKI_SCOPES, scope);

/** A bundled language's grammars: its own and every grammar it always brings. */
export async function registrationsOf(id: string): Promise<LanguageRegistration[]> {
  const { bundledLanguages } = await loadShiki();
  const { default: registrations } = await bundledLanguages[id as keyof typeof bundledLanguages]();
  return registrations;
}

/** Whether a bundled language's grammars are coloured the same whatever else is loaded beside them. */
export function keepsToItself(registrations: readonly LanguageRegistration[]): boolean {
  if (injectsElsewhere(registrations)) return false;
  for (const scope of scopesOutside(registrations).keys()) if (loadable(scope) || EMBEDDED_ONLY.has(scope)) return false;
  return true;
}

interface AloneHighlighter {
  highlighter: HighlighterCore;
  recorder: StandInRecorder;
}

// A site highlights a few distinct sets of languages alone, each highlighter holding its own compiled
// grammars: the least recently used go first.
const MAX_ALONE_HIGHLIGHTERS = 32;
const aloneHighlighters = new Map<string, Promise<AloneHighlighter>>();

/** The highlighter holding exactly these languages, and stand-ins for the loadable grammars they include and lack. */
function aloneHighlighter(languages: ReadonlySet<string>): Promise<AloneHighlighter> {
  const key = [...languages].sort().join(' ');
  let made = aloneHighlighters.get(key);
  if (made) aloneHighlighters.delete(key);
  else {
    made = makeAloneHighlighter(languages);
    made.catch(() => aloneHighlighters.delete(key));
    if (aloneHighlighters.size >= MAX_ALONE_HIGHLIGHTERS) aloneHighlighters.delete(aloneHighlighters.keys().next().value!);
  }
  aloneHighlighters.set(key, made);
  return made;
}

async function makeAloneHighlighter(languages: ReadonlySet<string>): Promise<AloneHighlighter> {
  const [{ createHighlighterCore }, engine, loaded] = await Promise.all([
    loadShiki(),
    regexEngine(),
    Promise.all([...languages].map(registrationsOf)),
  ]);
  const grammars = [...new Map(loaded.flat().map((grammar) => [grammar.name, grammar])).values()];
  const standIns = [...scopesOutside(grammars)].filter(([scope]) => loadable(scope)).map(([scope, keys]) => standInGrammar(scope, keys));
  const recorder = recordingStandIns(engine);
  // one per set of languages, a few per site: not the many instances Shiki warns of
  const highlighter = await createHighlighterCore({
    engine: recorder.engine,
    langs: [...grammars, ...standIns],
    themes: [],
    warnings: false,
  });
  return { highlighter, recorder };
}

/**
 * Highlight a block of `language` (a bundled language's id or alias) alone: `highlight` runs in the
 * highlighter holding the language and each language the block reaches, given the named themes,
 * which `themeOf` gives as loaded elsewhere.
 */
export async function highlightAlone<T>(
  language: string,
  themes: readonly string[],
  themeOf: (name: string) => Parameters<HighlighterCore['loadThemeSync']>[0],
  highlight: (highlighter: HighlighterCore) => T,
): Promise<T> {
  const own = (await registrationsOf(language)).find((grammar) => grammar.name === language || grammar.aliases?.includes(language));
  const languages = new Set([own?.name ?? language]);
  for (;;) {
    const { highlighter, recorder } = await aloneHighlighter(languages);
    const loadedThemes = highlighter.getLoadedThemes();
    for (const name of themes) if (!loadedThemes.includes(name)) highlighter.loadThemeSync(themeOf(name));
    const { result, reached } = recorder.record(() => highlight(highlighter));
    const more = [...reached].map((scope) => SHIKI_SCOPES[scope]).filter((id) => !languages.has(id));
    // a stand-in stands only for a language this set lacks, so one that matched always adds one
    if (more.length === 0) return result;
    for (const id of more) languages.add(id);
  }
}

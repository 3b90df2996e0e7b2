import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki';

/** Shiki's own names for "no grammar". */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', '']);

// One highlighter for the whole process: creating one costs far more than highlighting a page.
let highlighterPromise: Promise<Highlighter> | undefined;
const loadingLanguages = new Map<string, Promise<boolean>>();
const loadingThemes = new Map<string, Promise<void>>();

export function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({ themes: [], langs: [] });
  return highlighterPromise;
}

/** Load a bundled theme once; rejects for an unknown theme name. */
export async function loadTheme(name: string): Promise<void> {
  const highlighter = await getHighlighter();
  let loading = loadingThemes.get(name);
  if (!loading) {
    loading = highlighter.loadTheme(name as Parameters<Highlighter['loadTheme']>[0]);
    loadingThemes.set(name, loading);
    loading.catch(() => loadingThemes.delete(name));
  }
  return loading;
}

/**
 * The language id to highlight with, loading its grammar once.
 * `'ts'` -> 'ts'; `'text'` or `''` -> 'text'; an unknown name -> null.
 */
export async function resolveLanguage(lang: string): Promise<string | null> {
  const name = lang.toLowerCase();
  if (PLAIN_LANGUAGES.has(name)) return 'text';
  if (!Object.hasOwn(bundledLanguages, name)) return null;
  const highlighter = await getHighlighter();
  let loading = loadingLanguages.get(name);
  if (!loading) {
    loading = highlighter.loadLanguage(name as keyof typeof bundledLanguages).then(
      () => true,
      () => false,
    );
    loadingLanguages.set(name, loading);
  }
  return (await loading) ? name : null;
}

import type { Element } from 'hast';
import { bundledLanguages, createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki';

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

export interface HighlightRequest {
  code: string;
  /** a name resolveLanguage returned */
  lang: string;
  themes: { light: string; dark: string };
  /** 1-based lines that get class `highlighted` */
  highlightLines: Set<number>;
}

// en and zh pages share most code examples: highlight each distinct block once per process
const MAX_CACHED_BLOCKS = 5000;
const highlightCache = new Map<string, Element>();

/** Shiki's `<pre>` for a block, dual-theme (`--shiki-light` / `--shiki-dark`, no default colour). */
export async function highlightToHast(request: HighlightRequest): Promise<Element | undefined> {
  const { code, lang, themes, highlightLines } = request;
  const key = JSON.stringify([themes.light, themes.dark, lang, [...highlightLines], code]);
  const cached = highlightCache.get(key);
  // a copy: the page trees must not share nodes
  if (cached) return structuredClone(cached);
  const highlighter = await getHighlighter();
  const root = highlighter.codeToHast(code, {
    lang,
    themes,
    defaultColor: false,
    transformers: [highlightLinesTransformer(highlightLines)],
  });
  const pre = root.children.find((child): child is Element => child.type === 'element');
  if (!pre) return undefined;
  if (highlightCache.size >= MAX_CACHED_BLOCKS) highlightCache.clear();
  highlightCache.set(key, pre);
  return structuredClone(pre);
}

function highlightLinesTransformer(lines: Set<number>): ShikiTransformer {
  return {
    name: 'rp:highlight-lines',
    line(node, line) {
      if (lines.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
}

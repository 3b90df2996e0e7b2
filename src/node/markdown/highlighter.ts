import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { highlightAlone, keepsToItself, registrationsOf } from './language-homes';
import { withLineMemo } from './line-memo';
import { loadShiki, regexEngine, type ShikiModules } from './shiki-loader';
import type { CodeToHastOptions, Highlighter, ShikiTransformer } from 'shiki';

/** Shiki's own names for "no grammar". */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', '']);

// One highlighter for the whole process: creating one costs far more than highlighting a page. It
// holds the languages that keep to themselves (language-homes.ts); the others are highlighted alone.
let highlighterPromise: Promise<Highlighter> | undefined;
const loadingLanguages = new Map<string, Promise<boolean>>();
const loadingThemes = new Map<string, Promise<void>>();
const highlightedAlone = new Set<string>();

export function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= loadShiki().then(({ createHighlighter }) => createHighlighter({ themes: [], langs: [], engine: regexEngine() }));
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
 * The language id to highlight with, loading its grammar once (or, for a language highlighted alone,
 * reading its grammars).
 * `'ts'` -> 'ts'; `'text'` or `''` -> 'text'; an unknown name -> null.
 */
export async function resolveLanguage(lang: string): Promise<string | null> {
  const name = lang.toLowerCase();
  if (PLAIN_LANGUAGES.has(name)) return 'text';
  const { bundledLanguages } = await loadShiki();
  if (!Object.hasOwn(bundledLanguages, name)) return null;
  const highlighter = await getHighlighter();
  let loading = loadingLanguages.get(name);
  if (!loading) {
    loading = registrationsOf(name).then(async (registrations) => {
      if (keepsToItself(registrations)) await highlighter.loadLanguage(name as keyof typeof bundledLanguages);
      else highlightedAlone.add(name);
      return true;
    });
    loading = loading.catch(() => false);
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

/**
 * Shiki stops tokenizing a line after 500 ms of wall time by default and colours the rest of it as
 * whatever came before; a build on a busy machine would ship that. A build waits for every line instead.
 */
const TOKENIZE_IN_FULL = { tokenizeTimeLimit: 0 } as const;

// en and zh pages share most code examples: highlight each distinct block once per process
const MAX_CACHED_BLOCKS = 5000;
const htmlCache = new Map<string, string | undefined>();

/**
 * Shiki's `<pre>` for a block as HTML, dual-theme (`--shiki-light` / `--shiki-dark`, no default
 * colour). Kept as a string from here on: the page module, the server render and the client all take
 * the HTML, and a string is cached and shared without copying.
 */
export async function highlightToHtml(request: HighlightRequest): Promise<string | undefined> {
  const { code, lang, themes, highlightLines } = request;
  const key = JSON.stringify([themes.light, themes.dark, lang, [...highlightLines], code]);
  if (htmlCache.has(key)) return htmlCache.get(key);
  const pre = await highlightToHast(request);
  const html = pre && toHtml(pre);
  if (htmlCache.size >= MAX_CACHED_BLOCKS) htmlCache.clear();
  htmlCache.set(key, html);
  return html;
}

/** Shiki's `<pre>` element for a block (uncached; see highlightToHtml). */
export async function highlightToHast(request: HighlightRequest): Promise<Element | undefined> {
  const { code, lang, themes, highlightLines } = request;
  const highlighter = await getHighlighter();
  const pair = await sharedRulesTheme(themes);
  const transformers = [highlightLinesTransformer(highlightLines)];
  if (pair) transformers.push(pairColours(pair, (await loadShiki()).getTokenStyleObject));
  const options: CodeToHastOptions = pair
    ? { ...TOKENIZE_IN_FULL, lang, theme: pair.name, transformers }
    : { ...TOKENIZE_IN_FULL, lang, themes, defaultColor: false, transformers };
  let root;
  if (highlightedAlone.has(lang)) {
    const themeNames = pair ? [pair.name] : [themes.light, themes.dark];
    root = await highlightAlone(
      lang,
      themeNames,
      (name) => highlighter.getTheme(name),
      (alone) => alone.codeToHast(code, options),
    );
  } else if (pair && !PLAIN_LANGUAGES.has(lang)) {
    // one theme for the whole call, so its line tokenizations can be remembered (plain text has no grammar)
    root = withLineMemo(highlighter.getLanguage(lang), pair.name, () => highlighter.codeToHast(code, options));
  } else {
    root = highlighter.codeToHast(code, options);
  }
  return root.children.find((child): child is Element => child.type === 'element');
}

/**
 * A light and a dark theme with the same rules (the same scope selectors and font styles in the same
 * order, only the colours differ, as in GitHub's theme pairs), as one synthetic theme whose every
 * rule has a colour of its own. Shiki's dual-theme mode tokenizes a block once per theme; with this
 * theme one tokenization tells each token's rule, hence both its colours: half the tokenizing work.
 */
interface SharedRulesTheme {
  name: string;
  /** synthetic colour (lower case) -> the rule's light and dark colours */
  colours: Map<string, { light: string; dark: string }>;
  preClass: string;
  preStyle: string;
}

const sharedRulesThemes = new Map<string, Promise<SharedRulesTheme | null>>();

/** The pair's synthetic theme, loaded once; null when the two themes' rules differ. */
function sharedRulesTheme(themes: { light: string; dark: string }): Promise<SharedRulesTheme | null> {
  const name = `rp-shared-rules:${themes.light}+${themes.dark}`;
  let theme = sharedRulesThemes.get(name);
  if (!theme) {
    theme = createSharedRulesTheme(name, themes);
    sharedRulesThemes.set(name, theme);
  }
  return theme;
}

async function createSharedRulesTheme(name: string, themes: { light: string; dark: string }): Promise<SharedRulesTheme | null> {
  const highlighter = await getHighlighter();
  const light = highlighter.getTheme(themes.light);
  const dark = highlighter.getTheme(themes.dark);
  const sameRule = (a: (typeof light.settings)[number], b: (typeof light.settings)[number] | undefined) =>
    b !== undefined &&
    JSON.stringify(a.scope) === JSON.stringify(b.scope) &&
    a.settings.fontStyle === b.settings.fontStyle &&
    (a.settings.foreground === undefined) === (b.settings.foreground === undefined);
  if (light.settings.length !== dark.settings.length || !light.settings.every((rule, i) => sameRule(rule, dark.settings[i]))) return null;

  const colours = new Map<string, { light: string; dark: string }>();
  const synthetic = (index: number) => `#${(index + 1).toString(16).padStart(6, '0')}`;
  const defaultColour = synthetic(light.settings.length);
  colours.set(defaultColour, { light: light.fg, dark: dark.fg });
  const settings = light.settings.map((rule, i) => {
    const { foreground, background: _background, ...rest } = rule.settings;
    if (foreground === undefined) return { ...rule, settings: rest };
    colours.set(synthetic(i), { light: foreground, dark: dark.settings[i].settings.foreground ?? dark.fg });
    return { ...rule, settings: { ...rest, foreground: synthetic(i) } };
  });
  await highlighter.loadTheme({
    name,
    type: light.type,
    fg: defaultColour,
    bg: light.bg,
    colors: { 'editor.foreground': defaultColour, 'editor.background': light.bg },
    settings,
  });
  return {
    name,
    colours,
    preClass: `shiki shiki-themes ${themes.light} ${themes.dark}`,
    preStyle: `--shiki-light:${light.fg};--shiki-dark:${dark.fg};--shiki-light-bg:${light.bg};--shiki-dark-bg:${dark.bg}`,
  };
}

/** Synthetic colours back to the pair's `--shiki-light` / `--shiki-dark`, as Shiki's dual-theme mode writes them. */
function pairColours(pair: SharedRulesTheme, getTokenStyleObject: ShikiModules['getTokenStyleObject']): ShikiTransformer {
  return {
    name: 'quire:pair-colours',
    pre(node) {
      node.properties.class = pair.preClass;
      node.properties.style = pair.preStyle;
    },
    span(node, _line, _col, _lineElement, token) {
      const { color, ...fontStyles } = getTokenStyleObject(token);
      const colour = color === undefined ? undefined : pair.colours.get(color.toLowerCase());
      const style = colour ? [`--shiki-light:${colour.light}`, `--shiki-dark:${colour.dark}`] : [];
      for (const [property, value] of Object.entries(fontStyles)) style.push(`${property}:${value}`);
      node.properties.style = style.join(';');
    },
  };
}

function highlightLinesTransformer(lines: Set<number>): ShikiTransformer {
  return {
    name: 'quire:highlight-lines',
    line(node, line) {
      if (lines.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
}

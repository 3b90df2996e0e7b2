import type { Element } from 'hast';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { toHtml } from 'hast-util-to-html';
import { withLineMemo } from './line-memo';
import { sharingScanners } from './shared-scanners';
import type { Highlighter, ShikiTransformer } from 'shiki';

/** Shiki's own names for "no grammar". */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', '']);

// Shiki loads with the first block to highlight: a dev server or a build highlights in a worker
// thread, and this thread starts sooner without it. Its full bundle and the Oniguruma engine, not
// its main entry, which also loads the JavaScript regex engine this highlighter never uses.
type ShikiModules = typeof import('shiki/bundle/full') & Pick<typeof import('shiki/engine/oniguruma'), 'createOnigurumaEngine'>;
let shiki: Promise<ShikiModules> | undefined;
const loadShiki = () =>
  (shiki ??= Promise.all([import('shiki/bundle/full'), import('shiki/engine/oniguruma')]).then(([full, { createOnigurumaEngine }]) => ({
    ...full,
    createOnigurumaEngine,
  })));

/**
 * Oniguruma's WebAssembly, read from the file Shiki ships: the same binary as `shiki/wasm`, which
 * carries it gzipped in base64 inside a module and decodes it as it loads, several times slower.
 */
const readOnigurumaWasm = () => readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));

/** A highlighter with the themes and grammars loaded into it, each once. */
interface HighlighterSlot {
  highlighter: Promise<Highlighter>;
  themes: Map<string, Promise<void>>;
  languages: Map<string, Promise<boolean>>;
}

// Highlighters for the whole process: creating one costs far more than highlighting a page. One
// shared by most languages, and one for each language that isolatedLanguage sets apart, under its id.
const SHARED = '';
const slots = new Map<string, HighlighterSlot>();
let engine: ReturnType<ShikiModules['createOnigurumaEngine']> | undefined;

function slotOf(key: string): HighlighterSlot {
  let slot = slots.get(key);
  if (!slot) {
    const highlighter = loadShiki().then(({ createHighlighter, createOnigurumaEngine }) => {
      // Shiki's own engine (Oniguruma, as WebAssembly), its scanners shared between grammars
      engine ??= createOnigurumaEngine(readOnigurumaWasm()).then(sharingScanners);
      return createHighlighter({ themes: [], langs: [], engine });
    });
    slot = { highlighter, themes: new Map(), languages: new Map() };
    slots.set(key, slot);
  }
  return slot;
}

export function getHighlighter(): Promise<Highlighter> {
  return slotOf(SHARED).highlighter;
}

/** Load a theme into a highlighter once (`load` is given the highlighter); rejects for an unknown theme name. */
function loadThemeInto(slot: HighlighterSlot, name: string, load: (highlighter: Highlighter) => Promise<void>): Promise<void> {
  let loading = slot.themes.get(name);
  if (!loading) {
    loading = slot.highlighter.then(load);
    slot.themes.set(name, loading);
    loading.catch(() => slot.themes.delete(name));
  }
  return loading;
}

const loadBundledTheme = (name: string) => (highlighter: Highlighter) =>
  highlighter.loadTheme(name as Parameters<Highlighter['loadTheme']>[0]);

/** Load a bundled theme once; rejects for an unknown theme name. */
export function loadTheme(name: string): Promise<void> {
  return loadThemeInto(slotOf(SHARED), name, loadBundledTheme(name));
}

/**
 * The highlighter key of a bundled language: its own id when it is highlighted apart, else SHARED.
 * A grammar that uses other languages only when they happen to be loaded (Shiki's lazily embedded
 * languages: markdown's front matter and fenced code, a vue file's `<style lang="scss">`) would
 * colour a block by what other blocks loaded before it, and one that injects itself into other
 * grammars (`injectTo`) would change how they colour. Such a language gets a highlighter that
 * holds only it and the languages it always embeds: a block is coloured the same whatever else the
 * site highlights, in whatever order, as Shiki colours it with that language alone loaded.
 */
const slotKeys = new Map<string, Promise<string>>();
function slotKeyOf(name: string, bundled: ShikiModules['bundledLanguages'], info: ShikiModules['bundledLanguagesInfo']): Promise<string> {
  let key = slotKeys.get(name);
  if (!key) {
    key = bundled[name as keyof typeof bundled]().then(({ default: grammars }) => {
      const isolated = grammars.some((grammar) => (grammar.embeddedLangsLazy?.length ?? 0) > 0 || (grammar.injectTo?.length ?? 0) > 0);
      return isolated ? (info.find((language) => language.id === name || language.aliases?.includes(name))?.id ?? name) : SHARED;
    });
    slotKeys.set(name, key);
  }
  return key;
}

/** Languages resolved so far: name -> the key of the highlighter that holds its grammar. */
const resolvedSlots = new Map<string, string>();

/**
 * The language id to highlight with, loading its grammar once.
 * `'ts'` -> 'ts'; `'text'` or `''` -> 'text'; an unknown name -> null.
 */
export async function resolveLanguage(lang: string): Promise<string | null> {
  const name = lang.toLowerCase();
  if (PLAIN_LANGUAGES.has(name)) return 'text';
  const { bundledLanguages, bundledLanguagesInfo } = await loadShiki();
  if (!Object.hasOwn(bundledLanguages, name)) return null;
  const key = await slotKeyOf(name, bundledLanguages, bundledLanguagesInfo);
  const slot = slotOf(key);
  let loading = slot.languages.get(name);
  if (!loading) {
    loading = slot.highlighter.then((highlighter) =>
      highlighter.loadLanguage(name as keyof typeof bundledLanguages).then(
        () => true,
        () => false,
      ),
    );
    slot.languages.set(name, loading);
  }
  if (!(await loading)) return null;
  resolvedSlots.set(name, key);
  return name;
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
  const slot = slotOf(resolvedSlots.get(lang) ?? SHARED);
  // a highlighter of its own is given the themes the shared one checked and loaded (loadTheme)
  if (slot !== slotOf(SHARED))
    await Promise.all([themes.light, themes.dark].map((name) => loadThemeInto(slot, name, loadBundledTheme(name))));
  const highlighter = await slot.highlighter;
  const pair = await sharedRulesTheme(themes);
  if (pair) await loadThemeInto(slot, pair.name, (into) => into.loadTheme(pair.theme));
  let root;
  if (pair) {
    const { getTokenStyleObject } = await loadShiki();
    const highlight = () =>
      highlighter.codeToHast(code, {
        ...TOKENIZE_IN_FULL,
        lang,
        theme: pair.name,
        transformers: [highlightLinesTransformer(highlightLines), pairColours(pair, getTokenStyleObject)],
      });
    // one theme for the whole call, so its line tokenizations can be remembered (plain text has no grammar)
    root = PLAIN_LANGUAGES.has(lang) ? highlight() : withLineMemo(highlighter.getLanguage(lang), pair.name, highlight);
  } else {
    root = highlighter.codeToHast(code, {
      ...TOKENIZE_IN_FULL,
      lang,
      themes,
      defaultColor: false,
      transformers: [highlightLinesTransformer(highlightLines)],
    });
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
  /** the theme as Shiki loads it */
  theme: Parameters<Highlighter['loadTheme']>[0];
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
  return {
    name,
    theme: {
      name,
      type: light.type,
      fg: defaultColour,
      bg: light.bg,
      colors: { 'editor.foreground': defaultColour, 'editor.background': light.bg },
      settings,
    },
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

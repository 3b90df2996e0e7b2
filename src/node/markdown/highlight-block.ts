/**
 * One fenced code block to highlighted HTML, with what the page should be told about it. The unit of
 * work rehype-code hands out: in this thread (dev, tests) or to the build's highlight worker
 * (highlight-thread.ts), which calls this same function.
 */
import { DEFAULT_SHIKI_THEMES } from '../../shared/shiki-themes';
import { highlightToHtml, loadTheme, resolveLanguage } from './highlighter';

export interface BlockRequest {
  code: string;
  /** the fence's language as written ('ts', 'TS', 'nosuchlang', '') */
  lang: string;
  themes: { light: string; dark: string };
  /** 1-based lines that get class `highlighted` */
  highlightLines: number[];
}

export interface BlockResult {
  /** Shiki's `<pre>`; undefined if Shiki produced none */
  html?: string;
  /** the language has no grammar: highlighted as plain text */
  unknownLanguage: boolean;
  /** a theme could not be loaded: the default pair was used */
  themeError?: string;
}

export type HighlightBlock = (request: BlockRequest) => Promise<BlockResult>;

/** In this thread, with the process-wide Shiki highlighter. */
export const highlightBlock: HighlightBlock = async ({ code, lang, themes: requested, highlightLines }) => {
  const { themes, themeError } = await loadThemes(requested);
  const grammar = await resolveLanguage(lang);
  const html = await highlightToHtml({ code, lang: grammar ?? 'text', themes, highlightLines: new Set(highlightLines) });
  return { html, unknownLanguage: grammar === null, themeError };
};

async function loadThemes(themes: {
  light: string;
  dark: string;
}): Promise<{ themes: { light: string; dark: string }; themeError?: string }> {
  try {
    await Promise.all([loadTheme(themes.light), loadTheme(themes.dark)]);
    return { themes };
  } catch (error) {
    await Promise.all([loadTheme(DEFAULT_SHIKI_THEMES.light), loadTheme(DEFAULT_SHIKI_THEMES.dark)]);
    return { themes: DEFAULT_SHIKI_THEMES, themeError: error instanceof Error ? error.message : String(error) };
  }
}

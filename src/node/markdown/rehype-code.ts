import type { Element, Parents, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { DEFAULTS } from '../../shared/config-defaults';
import type { MarkdownConfig } from '../../shared/types';
import { parseCodeMeta } from './code-meta';
import { type PageCollector, report } from './collector';
import { highlightToHtml, loadTheme, resolveLanguage } from './highlighter';

export const DEFAULT_SHIKI_THEMES = DEFAULTS.markdown.shikiThemes;

export interface RehypeCodeOptions {
  collector: PageCollector;
  markdown: Pick<MarkdownConfig, 'showLineNumbers' | 'defaultWrapCode'> & Partial<Pick<MarkdownConfig, 'shikiThemes'>>;
}

interface CodeTarget {
  pre: Element;
  code: Element;
  parent: Parents;
  index: number;
}

/**
 * `pre > code` -> `rp-code-block { lang, title?, wrap, lineNumbers, code, html }`, empty, where `html` is
 * Shiki's dual-theme `<pre>` (colours as --shiki-light / --shiki-dark variables; `{1,3-5}` lines get
 * class `highlighted`) and `code` the plain text (search, copy).
 */
export const rehypeCode: Plugin<[RehypeCodeOptions], Root> = (options) => async (tree: Root) => {
  const targets: CodeTarget[] = [];
  visit(tree, 'element', (node, index, parent) => {
    const code = node.children[0];
    if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return;
    if (parent && index !== undefined) targets.push({ pre: node, code, parent, index });
  });
  if (targets.length === 0) return;
  const themes = await resolveThemes(options);
  for (const target of targets) {
    target.parent.children[target.index] = await renderCodeBlock(target, themes, options);
  }
};

async function resolveThemes(options: RehypeCodeOptions): Promise<{ light: string; dark: string }> {
  const themes = { ...DEFAULT_SHIKI_THEMES, ...options.markdown.shikiThemes };
  try {
    await Promise.all([loadTheme(themes.light), loadTheme(themes.dark)]);
    return themes;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    report(options.collector, 'error', `markdown.shikiThemes: cannot load theme (${detail}); using ${DEFAULT_SHIKI_THEMES.light}/${DEFAULT_SHIKI_THEMES.dark}`, undefined, 'config');
    await Promise.all([loadTheme(DEFAULT_SHIKI_THEMES.light), loadTheme(DEFAULT_SHIKI_THEMES.dark)]);
    return DEFAULT_SHIKI_THEMES;
  }
}

async function renderCodeBlock(
  { pre, code }: CodeTarget,
  themes: { light: string; dark: string },
  { collector, markdown }: RehypeCodeOptions,
): Promise<Element> {
  const { lang, meta } = readLangAndMeta(code);
  const parsed = parseCodeMeta(meta);
  if (parsed.unknown.length > 0) {
    report(collector, 'warning', `unknown code block option ${parsed.unknown.map((t) => `'${t}'`).join(', ')} (known: title="…", {1,3-5}, lineNumbers, wrap)`, pre);
  }
  const text = toString(code).replace(/\n$/, '');
  let grammar = await resolveLanguage(lang);
  if (grammar === null) {
    report(collector, 'warning', `unknown code language '${lang}', shown as plain text (use a Shiki language name or 'text')`, pre);
    grammar = 'text';
  }
  const html = (await highlightToHtml({ code: text, lang: grammar, themes, highlightLines: parsed.highlightLines })) ?? toHtml(pre);
  // `wrap` is a string attribute in @types/hast (textarea); here it is the block's boolean switch
  const properties = {
    lang: lang || 'text',
    wrap: parsed.wrap ?? markdown.defaultWrapCode,
    lineNumbers: parsed.lineNumbers ?? markdown.showLineNumbers,
    code: text,
    html,
  } as unknown as Element['properties'];
  if (parsed.title !== undefined) properties.title = parsed.title;
  return {
    type: 'element',
    tagName: 'rp-code-block',
    properties,
    children: [],
    position: pre.position,
  };
}

/** remark-rehype puts the info string's first word in `class="language-x"` and the rest in data.meta. */
function readLangAndMeta(code: Element): { lang: string; meta: string } {
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  let lang = languageClass?.slice('language-'.length) ?? '';
  let meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
  // ```ts{1,2} has no space between language and ranges
  const brace = lang.indexOf('{');
  if (brace > 0) {
    meta = `${lang.slice(brace)} ${meta}`;
    lang = lang.slice(0, brace);
  }
  return { lang, meta };
}

import type { Element, Parents, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from './visit';
import type { MarkdownConfig } from '../../shared/types';
import { parseCodeMeta } from './code-meta';
import { KNOWN_OPTIONS, UNKNOWN_CODE_OPTION, unknownCodeOptionMessage } from './code-option-summary';
import { type PageCollector, report } from './collector';
import { DEFAULT_SHIKI_THEMES } from '../../shared/shiki-themes';
import { type BlockResult, highlightBlock, type HighlightBlock } from './highlight-block';
import { blockRequest } from './fence-languages';

export interface RehypeCodeOptions {
  collector: PageCollector;
  markdown: Pick<MarkdownConfig, 'showLineNumbers' | 'defaultWrapCode'> & Partial<Pick<MarkdownConfig, 'shikiThemes'>>;
  /** where blocks are highlighted: this thread by default, the build's worker thread in a build */
  highlight?: HighlightBlock;
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
 * class `highlighted`) and `code` the plain text (search, copy). All blocks of a page are requested at
 * once, so a highlight worker can work on them while this thread goes on.
 */
export const rehypeCode: Plugin<[RehypeCodeOptions], Root> = (options) => async (tree: Root) => {
  const targets: CodeTarget[] = [];
  visit(tree, 'element', (node, index, parent) => {
    const code = node.children[0];
    if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return;
    if (parent && index !== undefined) targets.push({ pre: node, code, parent, index });
  });
  if (targets.length === 0) return;
  const highlight = options.highlight ?? highlightBlock;
  const blocks = targets.map((target) => readBlock(target, options));
  const results = await Promise.all(
    blocks.map(({ text, lang, meta }) =>
      highlight(blockRequest({ code: text, lang, highlightLines: [...meta.highlightLines] }, options.markdown.shikiThemes)),
    ),
  );
  const themeError = results.find((result) => result.themeError)?.themeError;
  if (themeError) {
    report(
      options.collector,
      'error',
      `markdown.shikiThemes: cannot load theme (${themeError}); using ${DEFAULT_SHIKI_THEMES.light}/${DEFAULT_SHIKI_THEMES.dark}`,
      undefined,
      'config',
    );
  }
  targets.forEach((target, i) => {
    target.parent.children[target.index] = codeBlockElement(target, blocks[i], results[i], options);
  });
};

interface Block {
  text: string;
  lang: string;
  meta: ReturnType<typeof parseCodeMeta>;
}

function readBlock({ pre, code }: CodeTarget, { collector }: RehypeCodeOptions): Block {
  const { lang, meta } = readLangAndMeta(code);
  const parsed = parseCodeMeta(meta);
  if (parsed.malformed.length > 0) {
    report(collector, 'warning', `malformed code block option ${parsed.malformed.map((t) => `'${t}'`).join(', ')} (${KNOWN_OPTIONS})`, pre);
  }
  // other tools' options are many and alike: the build sums each up in one warning
  for (const token of parsed.unknown) report(collector, 'warning', unknownCodeOptionMessage(token), pre, UNKNOWN_CODE_OPTION);
  return { text: toString(code).replace(/\n$/, ''), lang, meta: parsed };
}

function codeBlockElement(
  { pre }: CodeTarget,
  { text, lang, meta }: Block,
  result: BlockResult,
  { collector, markdown }: RehypeCodeOptions,
): Element {
  if (result.unknownLanguage) {
    report(collector, 'warning', `unknown code language '${lang}', shown as plain text (use a Shiki language name or 'text')`, pre);
  }
  // `wrap` is a string attribute in @types/hast (textarea); here it is the block's boolean switch
  const properties = {
    lang: lang || 'text',
    wrap: meta.wrap ?? markdown.defaultWrapCode,
    lineNumbers: meta.lineNumbers ?? markdown.showLineNumbers,
    code: text,
    html: result.html ?? toHtml(pre),
  } as unknown as Element['properties'];
  if (meta.title !== undefined) properties.title = meta.title;
  return { type: 'element', tagName: 'rp-code-block', properties, children: [], position: pre.position };
}

/** remark-rehype puts the info string's first word in `class="language-x"` and the rest in data.meta. */
function readLangAndMeta(code: Element): { lang: string; meta: string } {
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes) ? classes.map(String).find((name) => name.startsWith('language-')) : undefined;
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

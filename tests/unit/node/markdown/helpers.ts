import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { type CompiledPage, compileMarkdown } from '../../../../src/node/markdown/compile';
import type { Lang, MarkdownConfig } from '../../../../src/shared/types';

export const MARKDOWN: MarkdownConfig = {
  showLineNumbers: false,
  defaultWrapCode: false,
  deadLinks: 'error',
  ignoreDeadLinks: [],
  headingIds: 'github',
  shikiThemes: { light: 'github-light', dark: 'github-dark' },
  compileTimeout: 10_000,
  remarkPlugins: [],
  rehypePlugins: [],
};

export interface CompileOptions {
  /** route path, default '/guide/start/quick-start' (or under /zh for lang zh) */
  path?: string;
  lang?: Lang;
  filePath?: string;
  markdown?: Partial<MarkdownConfig>;
  /** a page of a site with versions: its file is in content/<version>/ */
  version?: string;
}

/** Compile a Markdown string as a page of the fixture site. */
export function compile(source: string, options: CompileOptions = {}): Promise<CompiledPage> {
  const lang = options.lang ?? 'en';
  const langPrefix = lang === 'zh' ? '/zh' : '';
  const path = options.path ?? `${langPrefix}/guide/start/quick-start`;
  const inVersion = `${lang}${path.slice(langPrefix.length).replace(/\/$/, '/index')}.md`;
  const relativePath = options.version ? `${options.version}/${inVersion}` : inVersion;
  return compileMarkdown({
    source,
    file: `content/${relativePath}`,
    route: {
      path,
      lang,
      version: options.version ?? '',
      relativePath,
      filePath: options.filePath ?? `/site/content/${relativePath}`,
    },
    markdown: { ...MARKDOWN, ...options.markdown },
    langPrefix,
  });
}

export function html(tree: Root | Element): string {
  return toHtml(tree);
}

export function findElements(tree: Root | Element, tagName: string): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === tagName) found.push(node);
  });
  return found;
}

export function findElement(tree: Root | Element, tagName: string): Element {
  const [first] = findElements(tree, tagName);
  if (!first) throw new Error(`no <${tagName}> in ${html(tree).slice(0, 200)}`);
  return first;
}

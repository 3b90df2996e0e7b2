/**
 * A page's Markdown parsed ahead of its compile, in the highlight thread while it has no code
 * block to highlight: the same text (the front matter and MDX taken out as the compile does)
 * through the same syntax (markdown-syntax.ts) gives the tree the compile would parse.
 */
import type { Root } from 'mdast';
import { unified } from 'unified';
import { createCollector } from './collector';
import { extractFrontmatter } from './frontmatter';
import { markdownSyntax } from './markdown-syntax';
import { prepareSource } from './mdx-source';
import { runWithTimeLimit } from './time-limit';

export interface ParseRequest {
  /** the page file's whole text */
  source: string;
  /** the site's component names (components-module.ts) */
  components: string[];
  /** markdown.compileTimeout */
  timeLimit: number;
}

/** A page's parse done elsewhere: its tree, or undefined when the compile is to parse the page itself. */
export type ParsedAhead = () => Promise<Root | undefined>;

/**
 * The page's tree; undefined where the compile must parse it itself, to report what it finds: a
 * parse past the time limit, nesting past the limit, a failure.
 */
export function parseAhead({ source, components, timeLimit }: ParseRequest): Root | undefined {
  const collector = createCollector('');
  try {
    const body = prepareSource(extractFrontmatter(source, '').body, { components }).body;
    const syntax = markdownSyntax(collector, components, body);
    const tree = runWithTimeLimit(timeLimit, () => unified().use(syntax).parse(body) as Root);
    return collector.diagnostics.length === 0 ? tree : undefined;
  } catch {
    return undefined;
  }
}

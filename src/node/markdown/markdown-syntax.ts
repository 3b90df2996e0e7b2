/**
 * The Markdown the parser reads: CommonMark, GFM and the directive syntax limited to the names the
 * plugins handle, with nesting past the limit cut as the first tree transform. Both the page
 * pipeline and a parse ahead in the highlight thread (parse-ahead.ts) parse with this list, so a
 * tree parsed in either thread is the same tree.
 */
import remarkParse from 'remark-parse';
import type { PluggableList } from 'unified';
import type { PageCollector } from './collector';
import { remarkGfmFor } from './gfm-syntax';
import { BADGE_DIRECTIVE } from './remark-badge';
import { COMPONENT_NAME_RE } from './remark-components';
import { remarkDirectiveSyntax } from './remark-directive-syntax';
import { remarkNestingLimit } from './remark-nesting-limit';

/** The syntax for parsing `text` (GFM leaves out what the text cannot contain: gfm-syntax.ts). */
export function markdownSyntax(collector: PageCollector, components: readonly string[], text: string): PluggableList {
  return [
    remarkParse,
    // first: every later tree transform walks the tree recursively
    [remarkNestingLimit, { collector }],
    [remarkGfmFor, { text }],
    [
      remarkDirectiveSyntax,
      { textNames: [BADGE_DIRECTIVE], wordStartTextNames: components, leafNames: components, leafNamePattern: COMPONENT_NAME_RE },
    ],
  ];
}

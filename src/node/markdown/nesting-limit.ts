/**
 * How deep a page's content may nest. Every walker over a page's trees (our plugins, mdast-util-to-hast,
 * rehype-react, renderToString, the bundler parsing the page module) recurses once per level, and the
 * bundler's native parser crashes the whole process on a page module nested deep enough. Documentation
 * never needs more than a few levels, so anything deeper than this is refused with its file and line.
 */
export const MAX_NESTING_DEPTH = 100;

/** `'front matter'` -> 'front matter nested deeper than 100 levels is not supported'. */
export function nestingTooDeepMessage(subject: string): string {
  return `${subject} nested deeper than ${MAX_NESTING_DEPTH} levels is not supported`;
}

export const MARKDOWN_TOO_DEEP = `${nestingTooDeepMessage('Markdown')} (each block quote, list, list item, container, paragraph, emphasis or link is one level)`;

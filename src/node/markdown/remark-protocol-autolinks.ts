import type { Link, Parents, PhrasingContent, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { SKIP, visit } from './visit';

// the scheme right before an address, not glued to a word or another address
const SCHEME_BEFORE_RE = /(?<![\w+\-.@])(mailto|xmpp):$/;
// an xmpp address takes one `/resource`, without a trailing dot
const RESOURCE_RE = /^\/[\w+\-.@]*[\w+\-@]/;

/**
 * GFM's extended protocol autolinks: `mailto:a@b.c` and `xmpp:a@b.c/resource` are one link, scheme
 * included. remark-gfm links only the address after the scheme, so the scheme is joined to it here.
 */
export const remarkProtocolAutolinks: Plugin<[], Root> = () => (tree: Root) => {
  visit(tree, 'link', (link, index, parent) => {
    if (!parent || index === undefined || index === 0 || !isEmailLiteral(link)) return;
    const before = parent.children[index - 1];
    const scheme = before.type === 'text' ? SCHEME_BEFORE_RE.exec(before.value)?.[1] : undefined;
    if (!scheme || before.type !== 'text') return;
    const resource = scheme === 'xmpp' ? takeResource(parent, index + 1) : '';
    const value = `${scheme}:${toString(link)}${resource}`;
    link.url = value;
    link.children = [{ type: 'text', value }];
    const start = link.position?.start;
    if (start?.offset !== undefined) {
      const width = scheme.length + 1;
      link.position!.start = { line: start.line, column: start.column - width, offset: start.offset - width };
    }
    before.value = before.value.slice(0, -(scheme.length + 1));
    if (before.value !== '') return SKIP;
    parent.children.splice(index - 1, 1);
    return [SKIP, index];
  });
};

/** remark-gfm's link for a bare address: its text is the address, with no `<` before it. */
function isEmailLiteral(link: Link): boolean {
  const [text] = link.children;
  return (
    link.children.length === 1 &&
    text.type === 'text' &&
    link.url === `mailto:${text.value}` &&
    text.position?.start.offset === link.position?.start.offset
  );
}

/**
 * Takes `/resource` off the siblings from `start` on (text, and addresses remark-gfm linked inside
 * it) and returns it; '' when there is none or it would end inside a link.
 */
function takeResource(parent: Parents, start: number): string {
  const siblings = parent.children as PhrasingContent[];
  let following = '';
  for (let i = start; i < siblings.length; i++) {
    const sibling = siblings[i];
    if (sibling.type !== 'text' && !(sibling.type === 'link' && isEmailLiteral(sibling))) break;
    following += toString(sibling);
  }
  const resource = RESOURCE_RE.exec(following)?.[0] ?? '';
  let left = resource.length;
  let end = start;
  while (left > 0 && toString(siblings[end]).length <= left) left -= toString(siblings[end++]).length;
  if (left > 0 && siblings[end].type !== 'text') return '';
  if (left > 0) (siblings[end] as Text).value = (siblings[end] as Text).value.slice(left);
  siblings.splice(start, end - start);
  return resource;
}

/**
 * GFM as remark-gfm reads it (its five syntax extensions, in its order, and its tree extensions),
 * without the constructs a page's text cannot contain. The autolink literals and the table are
 * tried far more often than they match: an autolink at the start of every word (an email address
 * at any, `www.` at a w, `http://` at an h), the table at the start of every block. A construct that
 * cannot match leaves the tree as it is, so a page without the characters one needs is parsed
 * without it: the same tree, for less work. Every other construct is always there. The same goes
 * for GFM's one tree transform, which looks for autolink literals in every text node once the tree
 * is built: it runs only where a text node holds what one needs.
 */
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Construct, ConstructRecord, Extension } from 'micromark-util-types';
import type { Nodes, Root } from 'mdast';
// declares the micromark and mdast extension lists on the processor's data
import type {} from 'remark-parse';
import type { Plugin } from 'unified';

/**
 * What an email autolink literal is made of: an address character right before `@`, then a domain
 * of letters, digits, `-`, `_` and dots, with a dot followed by more of it, ending in a letter. No
 * match, no email autolink (the construct reads the characters as written, before escapes and
 * character references).
 */
const MAY_HAVE_EMAIL = /[+\-.\w]@[\w.-]*\.[\w.-]*[A-Za-z]/;

/**
 * What a table's delimiter row is made of: cells of dashes with an optional colon on either side,
 * separated by pipes, with at least one colon or pipe in the row. Each of those is next to a dash
 * (spaces and tabs aside), so a text with neither `|-`, `-|`, `:-` nor `-:` has no table.
 */
const MAY_HAVE_TABLE = /[|:][ \t]*-|-[ \t]*[|:]/;

/** A www autolink literal starts with `www.`, in any case. */
const MAY_HAVE_WWW = /www\./i;

/** An autolink literal with a protocol starts with `http://` or `https://`, in any case. */
const MAY_HAVE_PROTOCOL = /https?:\/\//i;

/** The autolink literal extension without the constructs named (the extension's own names). */
function withoutConstructs(extension: Extension, names: ReadonlySet<string>): Extension {
  const text: ConstructRecord = {};
  for (const [code, constructs] of Object.entries(extension.text ?? {})) {
    const kept = (Array.isArray(constructs) ? constructs : [constructs]).filter(
      (construct): construct is Construct => construct !== undefined && !names.has(construct.name ?? ''),
    );
    if (kept.length > 0) text[Number(code)] = kept;
  }
  return { ...extension, text };
}

/** Which of the constructs a text may need. */
export interface GfmNeeds {
  email: boolean;
  www: boolean;
  protocol: boolean;
  table: boolean;
}

export const gfmNeedsOf = (text: string): GfmNeeds => ({
  email: MAY_HAVE_EMAIL.test(text),
  www: MAY_HAVE_WWW.test(text),
  protocol: MAY_HAVE_PROTOCOL.test(text),
  table: MAY_HAVE_TABLE.test(text),
});

/** remark-gfm's syntax extensions in its order, with each construct only when `needs` says so. */
function syntaxFor({ email, www, protocol, table }: GfmNeeds): Extension {
  const unneeded = new Set<string>();
  if (!email) unneeded.add('emailAutolink');
  if (!www) unneeded.add('wwwAutolink');
  if (!protocol) unneeded.add('protocolAutolink');
  return combineExtensions([
    withoutConstructs(gfmAutolinkLiteral(), unneeded),
    gfmFootnote(),
    gfmStrikethrough(),
    ...(table ? [gfmTable()] : []),
    gfmTaskListItem(),
  ]);
}

// made once each: a syntax extension is read by the parser, never changed
const syntaxes = new Map<string, Extension>();

/** The syntax extension for a text with these needs. */
export function gfmSyntaxFor(needs: GfmNeeds): Extension {
  const key = `${needs.email}:${needs.www}:${needs.protocol}:${needs.table}`;
  let syntax = syntaxes.get(key);
  if (!syntax) syntaxes.set(key, (syntax = syntaxFor(needs)));
  return syntax;
}

/**
 * What a text node holds when the autolink literal transform can change it. Each of its four
 * patterns (web addresses, `xmpp:` and `mailto:` addresses, email addresses) needs `@`, `http://`,
 * `https://` or `www.`, in any case, within one text node; the tree's text is decoded already
 * (`&#64;` is an `@` here), and the transform changes no node its patterns do not match.
 */
const MAY_BE_AUTOLINK_LITERAL = /@|https?:\/\/|www\./i;

/** Whether a text node of `node` may hold an autolink literal (links' own text included). */
export function mayHoldAutolinkLiteral(node: Nodes): boolean {
  if (node.type === 'text') return MAY_BE_AUTOLINK_LITERAL.test(node.value);
  return 'children' in node && node.children.some((child) => mayHoldAutolinkLiteral(child));
}

/**
 * mdast-util-gfm's tree extensions, the autolink literal transform run only on a tree that may
 * hold one: the transform walks the whole tree once per pattern, and most pages hold none.
 */
export function gfmTreeExtensions(): ReturnType<typeof gfmFromMarkdown> {
  return gfmFromMarkdown().map((extension) =>
    // the autolink literals' extension: the one that also builds their links as the parser finds them
    extension.transforms && extension.enter?.literalAutolink
      ? {
          ...extension,
          transforms: extension.transforms.map((transform) => (tree: Root) => (mayHoldAutolinkLiteral(tree) ? transform(tree) : undefined)),
        }
      : extension,
  );
}

/** GFM for parsing `text`: the same tree remark-gfm gives, leaving out what `text` cannot contain. */
export const remarkGfmFor: Plugin<[{ text: string }], Root> = function ({ text }) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmSyntaxFor(gfmNeedsOf(text)));
  (data.fromMarkdownExtensions ??= []).push(gfmTreeExtensions());
};

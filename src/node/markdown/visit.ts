/**
 * unist-util-visit's `visit` for our plugins, same order and same return protocol (SKIP, EXIT, a
 * number or [action, index] to go on from that sibling), without its per-node cost: it defines a
 * `name` property on a fresh closure for every node it passes (for stack traces), a cost paid on
 * every node of every page. Libraries in the pipeline keep using the original.
 */
import type { Nodes as HastNodes, Parents as HastParents } from 'hast';
import type { Nodes as MdastNodes, Parents as MdastParents } from 'mdast';
// the directive node types in mdast are declared by mdast-util-directive
import type {} from 'mdast-util-directive';

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;
export type VisitorResult = Action | number | [Action, number?] | void;

type Visitor<N, P> = (node: N, index: number | undefined, parent: P | undefined) => VisitorResult;

type AnyVisitor = (...args: never[]) => VisitorResult;

interface AnyNode {
  type: string;
  children?: AnyNode[];
}

export function visit<T extends MdastNodes['type']>(
  tree: MdastNodes,
  test: T,
  visitor: Visitor<Extract<MdastNodes, { type: T }>, MdastParents>,
): void;
export function visit(tree: MdastNodes, visitor: Visitor<MdastNodes, MdastParents>): void;
export function visit<T extends HastNodes['type']>(
  tree: HastNodes,
  test: T,
  visitor: Visitor<Extract<HastNodes, { type: T }>, HastParents>,
): void;
export function visit(tree: HastNodes, visitor: Visitor<HastNodes, HastParents>): void;
export function visit(tree: AnyNode, testOrVisitor: string | AnyVisitor, maybeVisitor?: AnyVisitor): void {
  const type = typeof testOrVisitor === 'string' ? testOrVisitor : undefined;
  const visitor = (typeof testOrVisitor === 'string' ? maybeVisitor : testOrVisitor) as Visitor<AnyNode, AnyNode>;
  walk(tree, undefined, undefined, type, visitor);
}

type Result = readonly [Action, number?];

/** The result of most nodes, shared: a walk makes no array for a node its visitor leaves alone. */
const GO_ON: Result = [CONTINUE];

/** Visit `node`, then its children; returns [action, next index in the parent]. */
function walk(
  node: AnyNode,
  index: number | undefined,
  parent: AnyNode | undefined,
  type: string | undefined,
  visitor: Visitor<AnyNode, AnyNode>,
): Result {
  let result = GO_ON;
  if (type === undefined || node.type === type) {
    result = toResult(visitor(node, index, parent));
    if (result[0] === EXIT) return result;
  }
  if (result[0] !== SKIP && node.children) {
    const children = node.children;
    let offset = 0;
    while (offset > -1 && offset < children.length) {
      const childResult = walk(children[offset], offset, node, type, visitor);
      if (childResult[0] === EXIT) return childResult;
      offset = typeof childResult[1] === 'number' ? childResult[1] : offset + 1;
    }
  }
  return result;
}

function toResult(value: VisitorResult): Result {
  if (Array.isArray(value)) return value;
  if (typeof value === 'number') return [CONTINUE, value];
  if (value === undefined || value === null || value === CONTINUE) return GO_ON;
  return [value];
}

/**
 * Another generator's config file read without running it: the file is parsed, and only what is
 * written literally is taken (strings, numbers, booleans, null, arrays and objects of them, a
 * template without expressions, a top-level const holding such a value). Anything else (a call, an
 * import, a spread, a computed key) is never evaluated: it is recorded with its line and left out.
 */
import { parseSync } from 'rolldown/utils';

/** A value written somewhere that only running the file could give. */
export interface Unreadable {
  /** where it sits in the config: 'themeConfig.navbar.items[2]' */
  key: string;
  line: number;
  /** what it is: 'a function call', 'an identifier' */
  what: string;
}

export interface StaticRead {
  /** the exported config, with what could not be read left out; undefined when none was found */
  value: Record<string, unknown> | undefined;
  unreadable: Unreadable[];
  /** why nothing was read (a syntax error, no export), with the line */
  problem?: string;
}

export interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

const WHAT: Record<string, string> = {
  CallExpression: 'a function call',
  NewExpression: 'a constructor call',
  Identifier: 'a variable',
  MemberExpression: 'a property of another value',
  ImportExpression: 'an import',
  AwaitExpression: 'an await',
  ArrowFunctionExpression: 'a function',
  FunctionExpression: 'a function',
  TemplateLiteral: 'a template with expressions',
  SpreadElement: 'a spread',
  ConditionalExpression: 'a condition',
  LogicalExpression: 'a condition',
  BinaryExpression: 'an expression',
};

/** Wrappers that do not change the value: `x as const`, `x satisfies T`, `x!`, `(x)`. */
export const TRANSPARENT = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ParenthesizedExpression']);

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Line of an offset, from 1. */
export const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** The value of a literal expression; what is not literal is recorded in `unreadable` and returned as undefined. */
class LiteralReader {
  readonly unreadable: Unreadable[] = [];
  constructor(
    private readonly source: string,
    private readonly consts: Map<string, AstNode>,
  ) {}

  read(node: AstNode, key: string, seen: ReadonlySet<string> = new Set()): unknown {
    if (TRANSPARENT.has(node.type)) return this.read(node.expression as AstNode, key, seen);
    switch (node.type) {
      case 'Literal':
        return node.value instanceof RegExp || typeof node.value === 'bigint' ? this.skip(node, key) : node.value;
      case 'TemplateLiteral':
        if ((node.expressions as AstNode[]).length > 0) return this.skip(node, key);
        return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('');
      case 'UnaryExpression': {
        const inner = node.argument as AstNode;
        if (node.operator === '-' && inner.type === 'Literal' && typeof inner.value === 'number') return -inner.value;
        return this.skip(node, key);
      }
      case 'ArrayExpression':
        return (node.elements as (AstNode | null)[]).flatMap((element, i) => {
          if (element === null) return [];
          const value = this.read(element, `${key}[${i}]`, seen);
          return value === undefined ? [] : [value];
        });
      case 'ObjectExpression':
        return this.readObject(node, key, seen);
      case 'Identifier': {
        const name = node.name as string;
        if (name === 'undefined') return undefined;
        const init = this.consts.get(name);
        // a const of the file holding a literal value; a cycle or anything else is not read
        if (!init || seen.has(name)) return this.skip(node, key);
        return this.read(init, key, new Set([...seen, name]));
      }
      default:
        return this.skip(node, key);
    }
  }

  private readObject(node: AstNode, key: string, seen: ReadonlySet<string>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const property of node.properties as AstNode[]) {
      const name = property.type === 'Property' && !property.computed ? propertyName(property.key as AstNode) : undefined;
      if (name === undefined || property.kind !== 'init' || property.method) {
        this.skip(property, key ? `${key}.…` : '…');
        continue;
      }
      const path = key ? `${key}.${name}` : name;
      const value = this.read(property.value as AstNode, path, seen);
      if (value !== undefined) out[name] = value;
    }
    return out;
  }

  private skip(node: AstNode, key: string): undefined {
    const callee = node.type === 'CallExpression' ? calleeName(node.callee as AstNode) : undefined;
    const what = callee ? `a call of ${callee}()` : (WHAT[node.type] ?? 'code, not a value');
    this.unreadable.push({ key: key || '(the config)', line: lineAt(this.source, node.start), what });
    return undefined;
  }
}

export function propertyName(key: AstNode): string | undefined {
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) return String(key.value);
  return undefined;
}

function calleeName(callee: AstNode): string | undefined {
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' && !callee.computed) {
    const object = calleeName(callee.object as AstNode);
    return object ? `${object}.${(callee.property as AstNode).name as string}` : undefined;
  }
  return undefined;
}

/** `require.resolve('./sidebars.js')`: the one call a config's paths are commonly written with, read as its literal argument. */
export function requireResolveArgument(node: AstNode): string | undefined {
  const arg = (node.arguments as AstNode[] | undefined)?.[0];
  return node.type === 'CallExpression' && calleeName(node.callee as AstNode) === 'require.resolve' && arg?.type === 'Literal'
    ? String(arg.value)
    : undefined;
}

/** The exported expression: `export default X`, `module.exports = X`, through `defineConfig(X)` and a top-level const. */
export function exportedExpression(body: AstNode[], consts: Map<string, AstNode>): AstNode | undefined {
  let found: AstNode | undefined;
  for (const statement of body) {
    if (statement.type === 'ExportDefaultDeclaration') found = statement.declaration as AstNode;
    const expression = statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    if (expression?.type === 'AssignmentExpression' && calleeName(expression.left as AstNode) === 'module.exports')
      found = expression.right as AstNode;
  }
  while (found) {
    if (TRANSPARENT.has(found.type)) found = found.expression as AstNode;
    else if (found.type === 'Identifier' && consts.has(found.name as string)) found = consts.get(found.name as string);
    // defineConfig({ … }), withMermaid({ … }): a wrapper whose one object argument is the config
    else if (found.type === 'CallExpression' && (found.arguments as AstNode[])[0]?.type === 'ObjectExpression')
      found = (found.arguments as AstNode[])[0];
    else return found;
  }
  return undefined;
}

/** The top-level `const name = value` declarations of a module. */
export function topLevelConsts(body: AstNode[]): Map<string, AstNode> {
  const consts = new Map<string, AstNode>();
  for (const statement of body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const d of declaration.declarations as AstNode[]) {
      const id = d.id as AstNode;
      if (id.type === 'Identifier' && isNode(d.init)) consts.set(id.name as string, d.init);
    }
  }
  return consts;
}

/** Read the config a JS/TS/JSON file exports, without running it. `file` names it in messages and picks the syntax. */
export function readStaticConfig(source: string, file: string): StaticRead {
  if (file.endsWith('.json')) {
    try {
      const value: unknown = JSON.parse(source);
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { value: value as Record<string, unknown>, unreadable: [] }
        : { value: undefined, unreadable: [], problem: 'not a JSON object' };
    } catch (error) {
      return { value: undefined, unreadable: [], problem: `not valid JSON: ${(error as Error).message}` };
    }
  }
  const lang = file.endsWith('.ts') || file.endsWith('.mts') || file.endsWith('.cts') ? 'ts' : 'js';
  const { program, errors } = parseSync(file, source, { lang, sourceType: 'unambiguous' });
  if (errors.length > 0) {
    const first = errors[0];
    const line = first.labels[0] ? lineAt(source, first.labels[0].start) : 1;
    return { value: undefined, unreadable: [], problem: `line ${line}: ${first.message}` };
  }
  const body = program.body as unknown as AstNode[];
  const consts = topLevelConsts(body);
  const exported = exportedExpression(body, consts);
  if (!exported) return { value: undefined, unreadable: [], problem: 'exports no config (export default { … } or module.exports = { … })' };
  const reader = new LiteralReader(source, consts);
  if (exported.type !== 'ObjectExpression') {
    reader.read(exported, '');
    return { value: undefined, unreadable: reader.unreadable, problem: 'its export is not an object written in the file' };
  }
  const value = reader.read(exported, '') as Record<string, unknown>;
  return { value, unreadable: reader.unreadable };
}

/** The node of `require.resolve('…')` calls found anywhere under a key, for the one value readers accept from a call. */
export function findRequireResolve(source: string, file: string, property: string): string | undefined {
  const { program } = parseSync(file, source, { lang: file.endsWith('.js') ? 'js' : 'ts', sourceType: 'unambiguous' });
  let found: string | undefined;
  const visit = (node: unknown): void => {
    if (found !== undefined || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as AstNode;
    if (n.type === 'Property' && isNode(n.key) && propertyName(n.key) === property && isNode(n.value)) {
      found = requireResolveArgument(n.value);
      if (found !== undefined) return;
    }
    for (const value of Object.values(n)) if (typeof value === 'object') visit(value);
  };
  visit(program);
  return found;
}

/**
 * ESLint rule: the zones of src/ import only what they may.
 * - src/shared imports nothing of src/node or src/client, and no Node built-in;
 * - src/client imports nothing of src/node, and no Node built-in;
 * - src/node imports nothing of src/client;
 * - nothing under src/ imports a top-level entry (prerender.ts, server-entry.tsx, client-entry.tsx)
 *   or scripts/.
 * Each relative import is resolved against the importing file, so depth does not matter.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const FORBIDDEN = {
  shared: ['src/node', 'src/client'],
  client: ['src/node'],
  node: ['src/client'],
};
const ENTRIES = ['prerender', 'server-entry', 'client-entry'];

/** @type {import('eslint').Rule.RuleModule} */
export const zoneImports = {
  meta: {
    type: 'problem',
    docs: { description: 'keep src/shared, src/node and src/client to their own imports' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = relative(root, context.filename).split(sep).join('/');
    const zone = /^src\/(shared|client|node)\//.exec(file)?.[1];
    if (!zone) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (source.startsWith('node:') && zone !== 'node') {
        context.report({ node, message: `src/${zone} runs in the browser too: no Node built-in ('${source}')` });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source))
        .split(sep)
        .join('/');
      const into = FORBIDDEN[zone].find((dir) => target === dir || target.startsWith(`${dir}/`));
      if (into) context.report({ node, message: `src/${zone} must not import ${into} ('${source}')` });
      else if (!target.startsWith('src/')) {
        const bare = target.replace(/\.(ts|tsx|js|mjs)$/, '');
        if (ENTRIES.includes(bare) || target.startsWith('scripts/')) {
          context.report({ node, message: `nothing under src/ imports a top-level entry or script ('${source}')` });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** npm command -> the same command for another package manager (the package-manager blocks of code blocks). */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

const INSTALL_VERBS = new Set(['add', 'install', 'i']);
const REMOVE_VERBS = new Set(['uninstall', 'remove', 'rm', 'un']);
const GLOBAL_FLAGS = new Set(['-g', '--global']);

/**
 * Convert one line of a `pm` block; null when the line is not an npm/npx command.
 * `('npm add @rstest/core -D', 'pnpm')` -> 'pnpm add @rstest/core -D';
 * `('npx rstest --watch', 'bun')` -> 'bunx rstest --watch'; `('npm run test', 'yarn')` -> 'yarn test'.
 */
export function convertNpmCommand(line: string, manager: PackageManager): string | null {
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  const words = line.trim().split(/\s+/);
  const [bin, verb = '', ...rest] = words;
  if (bin === 'npx') return indent + join(npxPrefix(manager), verb, ...rest);
  if (bin !== 'npm') return null;
  if (manager === 'npm') return line;
  return indent + convertNpm(verb, rest, manager);
}

function npxPrefix(manager: PackageManager): string {
  return { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bunx' }[manager];
}

function convertNpm(verb: string, rest: string[], manager: Exclude<PackageManager, 'npm'>): string {
  if (INSTALL_VERBS.has(verb)) return convertInstall(rest, manager);
  if (REMOVE_VERBS.has(verb)) return join(manager, 'remove', ...rest);
  if (verb === 'run' || verb === 'run-script') {
    return manager === 'bun' ? join('bun', 'run', ...rest) : join(manager, ...rest);
  }
  if (verb === 'test' || verb === 't') return manager === 'bun' ? join('bun', 'run', 'test', ...rest) : join(manager, 'test', ...rest);
  if (verb === 'create') {
    // `yarn create` takes no version: `yarn create rstest@latest` fails
    const args = manager === 'yarn' ? rest.map((arg) => arg.replace(/@latest$/, '')) : rest;
    return join(manager, 'create', ...args);
  }
  return join(manager, verb, ...rest);
}

function convertInstall(rest: string[], manager: Exclude<PackageManager, 'npm'>): string {
  const hasPackages = rest.some((arg) => !arg.startsWith('-'));
  if (!hasPackages) return join(manager, 'install', ...rest);
  const isGlobal = rest.some((arg) => GLOBAL_FLAGS.has(arg));
  if (isGlobal && manager === 'yarn') {
    return join('yarn', 'global', 'add', ...rest.filter((arg) => !GLOBAL_FLAGS.has(arg)));
  }
  return join(manager, 'add', ...rest);
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

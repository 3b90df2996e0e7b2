import { describe, expect, it } from 'vitest';
import { convertNpmCommand } from '../../../../src/node/markdown/pm-commands';
import { compile, findElement, findElements } from './helpers';

describe('src/node/markdown/pm-commands', () => {
  it.each([
    ['npm add @rstest/core -D', 'yarn', 'yarn add @rstest/core -D'],
    ['npm install @rstest/core -D', 'pnpm', 'pnpm add @rstest/core -D'],
    ['npm install', 'bun', 'bun install'],
    ['npm install -g rstest', 'yarn', 'yarn global add rstest'],
    ['npx rstest --watch', 'yarn', 'yarn rstest --watch'],
    ['npx rstest --watch', 'pnpm', 'pnpm rstest --watch'],
    ['npx rstest --watch', 'bun', 'bunx rstest --watch'],
    ['npm run test:unit', 'yarn', 'yarn test:unit'],
    ['npm run test:unit', 'pnpm', 'pnpm test:unit'],
    ['npm run test:unit', 'bun', 'bun run test:unit'],
    ['npm create rstest@latest', 'yarn', 'yarn create rstest'],
    ['npm create rstest@latest', 'pnpm', 'pnpm create rstest@latest'],
    ['npm create rstest@latest', 'bun', 'bun create rstest@latest'],
    ['npm test', 'bun', 'bun run test'],
    ['npm add x', 'npm', 'npm add x'],
  ] as const)('%s for %s -> %s', (command, manager, expected) => {
    expect(convertNpmCommand(command, manager)).toBe(expected);
  });

  it('returns null for a line that is not an npm command', () => {
    expect(convertNpmCommand('yarn add x', 'pnpm')).toBeNull();
  });
});

describe('src/node/markdown/remark-package-manager', () => {
  it('renders a pm fence as npm, yarn, pnpm and bun tabs in the package-manager group', async () => {
    const { tree } = await compile('```pm\nnpm add @rstest/core -D\n```');
    expect(findElement(tree, 'rp-tabs').properties.groupId).toBe('package-manager');
    expect(findElements(tree, 'rp-tab').map((tab) => tab.properties.label)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  it('puts a highlighted bash block with the converted command in each tab', async () => {
    const { tree } = await compile('```pm\nnpm add @rstest/core -D\n```');
    const blocks = findElements(tree, 'rp-code-block');
    expect(blocks.map((block) => block.properties.lang)).toEqual(['bash', 'bash', 'bash', 'bash']);
    expect(blocks[3].properties.code).toBe('bun add @rstest/core -D');
    expect(String(blocks[3].properties.html)).toMatch(/<span style="--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+">bun<\/span>/i);
  });

  it('warns about a line that is not an npm command, with its file line', async () => {
    const { diagnostics } = await compile('# T\n\n```pm\nnpm add x\nyarn add y\n```');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', line: 5 })]);
  });
});

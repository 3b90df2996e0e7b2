/** Code blocks of the generated site (scripts/generate-site.ts): varied by the page's random stream, so few blocks repeat. */
import { between, pick, type Random } from './generate-random';

export type CodeKind = 'pm' | 'ts' | 'js' | 'tsx' | 'json' | 'css' | 'yaml' | 'bash' | 'diff';

const NOUNS = [
  'cart',
  'invoice',
  'session',
  'user',
  'order',
  'payment',
  'report',
  'queue',
  'cache',
  'token',
  'profile',
  'upload',
  'router',
  'parser',
  'scheduler',
  'ledger',
];
const VERBS = ['create', 'load', 'format', 'merge', 'validate', 'resolve', 'parse', 'render', 'compute', 'retry', 'flush', 'serialize'];
const PACKAGES = [
  '@rstest/core',
  '@rstest/coverage-istanbul',
  'happy-dom',
  'jsdom',
  '@testing-library/react',
  '@testing-library/dom',
  'msw',
  'zod',
];
const COLORS = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#57606a'];

const camel = (verb: string, noun: string) => `${verb}${noun[0].toUpperCase()}${noun.slice(1)}`;
const pascal = (word: string) => `${word[0].toUpperCase()}${word.slice(1)}`;

function lines(kind: CodeKind, random: Random): string[] {
  const noun = pick(random, NOUNS);
  const verb = pick(random, VERBS);
  const fn = camel(verb, noun);
  const n = between(random, 2, 900);
  switch (kind) {
    case 'pm':
      return [`npm add ${pick(random, PACKAGES)} -D`];
    case 'ts':
      return [
        `import { defineConfig } from '@rstest/core';`,
        `import { ${fn} } from './src/${noun}';`,
        '',
        `export default defineConfig({`,
        `  testTimeout: ${n * 10},`,
        `  retry: ${n % 4},`,
        `  include: ['src/**/*.${noun}.test.ts'],`,
        `  setupFiles: ['./setup/${verb}.ts'],`,
        `  globals: ${n % 2 === 0},`,
        `  // ${fn} runs once per worker`,
        `  env: { ${noun.toUpperCase()}_LIMIT: '${n}' },`,
        `});`,
      ];
    case 'js':
      return [
        `const { expect, test, describe } = require('@rstest/core');`,
        `const { ${fn} } = require('./${noun}');`,
        '',
        `describe('${fn}', () => {`,
        `  test('returns ${n} for a full ${noun}', async () => {`,
        `    const result = await ${fn}({ size: ${n} });`,
        `    expect(result.total).toBe(${n});`,
        `  });`,
        `  test.each([1, 2, ${n}])('handles %i items', (count) => {`,
        `    expect(${fn}({ size: count }).items).toHaveLength(count);`,
        `  });`,
        `});`,
      ];
    case 'tsx':
      return [
        `import { render, screen } from '@testing-library/react';`,
        `import { expect, test } from '@rstest/core';`,
        `import { ${pascal(noun)}Button } from './${pascal(noun)}Button';`,
        '',
        `test('shows the ${noun} label', () => {`,
        `  render(<${pascal(noun)}Button count={${n}} onClick={() => {}} />);`,
        `  expect(screen.getByRole('button', { name: /${verb} ${n}/i })).toBeTruthy();`,
        `});`,
      ];
    case 'json':
      return [
        `{`,
        `  "name": "${noun}-service",`,
        `  "version": "1.${n % 30}.${n % 7}",`,
        `  "scripts": {`,
        `    "test": "rstest",`,
        `    "test:${verb}": "rstest --testNamePattern ${verb}"`,
        `  },`,
        `  "devDependencies": { "${pick(random, PACKAGES)}": "^${1 + (n % 3)}.0.0" }`,
        `}`,
      ];
    case 'css':
      return [
        `.${noun}-button {`,
        `  color: ${pick(random, COLORS)};`,
        `  padding: ${n % 16}px ${n % 24}px;`,
        `  border-radius: ${n % 9}px;`,
        `}`,
        '',
        `.${noun}-button:hover {`,
        `  background: ${pick(random, COLORS)};`,
        `}`,
      ];
    case 'yaml':
      return [
        `name: ${verb} ${noun}`,
        `on: [push, pull_request]`,
        `jobs:`,
        `  test:`,
        `    runs-on: ubuntu-latest`,
        `    timeout-minutes: ${n % 60}`,
        `    steps:`,
        `      - uses: actions/checkout@v4`,
        `      - run: npm ci`,
        `      - run: npx rstest --shard ${1 + (n % 4)}/4`,
      ];
    case 'bash':
      return [
        `# ${verb} the ${noun} tests only`,
        `npx rstest ${noun} --reporter verbose --testTimeout ${n * 10}`,
        `npx rstest list --filesOnly | grep ${noun}`,
      ];
    case 'diff':
      return [`-  testTimeout: ${n},`, `+  testTimeout: ${n * 10},`, `   include: ['src/**/*.${noun}.test.ts'],`];
  }
}

/** A fenced block of `kind` with its meta string ('title="a.ts" {2}'). */
export function codeBlock(kind: CodeKind, random: Random, meta = ''): string {
  return `\`\`\`${kind}${meta ? ` ${meta}` : ''}\n${lines(kind, random).join('\n')}\n\`\`\``;
}

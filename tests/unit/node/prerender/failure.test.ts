import { describe, expect, it } from 'vitest';
import { BuildFailure, stopOnErrors } from '../../../../src/node/prerender/failure';
import type { Diagnostic } from '../../../../src/shared/types';

const error: Diagnostic = { severity: 'error', code: 'dead-link', message: 'no such page', file: 'content/en/a.md', line: 3 };
const warning: Diagnostic = { severity: 'warning', code: 'dead-anchor', message: '#nope', file: 'content/en/b.md', line: 2 };

describe('node/prerender/failure', () => {
  it('an error prints every diagnostic and throws the summary', () => {
    const lines: string[] = [];
    let failure: unknown;
    try {
      stopOnErrors([warning, error, error], { log: (l) => lines.push(l), summary: (n) => `Build failed: ${n} errors` });
    } catch (thrown) {
      failure = thrown;
    }
    expect(failure).toBeInstanceOf(BuildFailure);
    expect((failure as Error).message).toBe('Build failed: 2 errors');
    expect(lines).toHaveLength(3);
  });

  it('warnings only: printed and counted', () => {
    const lines: string[] = [];
    expect(stopOnErrors([warning], { log: (l) => lines.push(l), summary: () => 'unused' })).toBe(1);
    expect(lines).toEqual(['content/en/b.md:2 warning dead-anchor #nope']);
  });
});

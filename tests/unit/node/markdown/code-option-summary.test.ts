import { describe, expect, it } from 'vitest';
import { summarizeCodeOptions, unknownCodeOptionMessage } from '../../../../src/node/markdown/code-option-summary';
import type { Diagnostic } from '../../../../src/shared/types';

const option = (token: string, file: string, line: number): Diagnostic => ({
  severity: 'warning',
  code: 'code-option',
  message: unknownCodeOptionMessage(token),
  file,
  line,
  column: 1,
});

describe('src/node/markdown/code-option-summary', () => {
  it('sums up each option in one warning with the count and the first place', () => {
    const other: Diagnostic = { severity: 'error', code: 'dead-link', message: 'x', file: 'content/a.md', line: 2 };
    const summary = summarizeCodeOptions([
      option('twoslash', 'content/b.md', 9),
      other,
      option('twoslash', 'content/a.md', 30),
      option('twoslash', 'content/a.md', 4),
      option('foo', 'content/c.md', 1),
    ]);
    expect(summary.map((d) => [d.file, d.line, d.message])).toEqual([
      ['content/a.md', 4, expect.stringMatching(/^unknown code block option 'twoslash' on 3 blocks, the first here \(ignored; known: /)],
      ['content/c.md', 1, expect.stringMatching(/^unknown code block option 'foo' on 1 block \(ignored; known: /)],
      ['content/a.md', 2, 'x'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDiagnostic, reportDiagnostics } from '../../../src/node/diagnostics';
import type { Diagnostic } from '../../../src/shared/types';

const deadLink: Diagnostic = {
  severity: 'error',
  code: 'dead-link',
  message: './missing.md does not match any page',
  file: 'content/en/guide/a.md',
  line: 12,
  column: 3,
};
const warning: Diagnostic = { severity: 'warning', code: 'dead-anchor', message: '#nope', file: 'content/en/a.md', line: 2 };
const global: Diagnostic = { severity: 'error', code: 'config', message: 'bad\nconfig' };

describe('node/diagnostics', () => {
  it('formats file:line:col severity code message on one line', () => {
    expect(formatDiagnostic(deadLink)).toBe('content/en/guide/a.md:12:3 error dead-link ./missing.md does not match any page');
    expect(formatDiagnostic(warning)).toBe('content/en/a.md:2 warning dead-anchor #nope');
    expect(formatDiagnostic(global)).toBe('error config bad config');
  });

  it('shows a control character in a file name or a message as its escape, so the line stays whole and the terminal untouched', () => {
    const named: Diagnostic = { severity: 'error', code: 'file-name', message: 'a\u001b[31mred\u0007', file: 'content/en/a\tb.md' };
    expect(formatDiagnostic(named)).toBe('content/en/a\\tb.md error file-name a\\x1b[31mred\\x07');
  });

  it('prints all, sorted by place, and counts', () => {
    const lines: string[] = [];
    expect(reportDiagnostics([deadLink, warning, global], (l) => lines.push(l))).toEqual({ errors: 2, warnings: 1 });
    expect(lines).toEqual([formatDiagnostic(global), formatDiagnostic(warning), formatDiagnostic(deadLink)]);
  });

  it('shows control characters of the file name, code and message escaped, on one line', () => {
    const hostile: Diagnostic = {
      severity: 'error',
      code: 'dead-link',
      message: 'to \x1b[31m./x.md\x1b[0m',
      file: 'content/en/\x1b]0;owned\x07\n.md',
      line: 1,
    };
    expect(formatDiagnostic(hostile)).toBe('content/en/\\x1b]0;owned\\x07\\n.md:1 error dead-link to \\x1b[31m./x.md\\x1b[0m');
  });
});

// Vite's log lines carry file names and module ids: their control characters reach the terminal escaped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTerminalLogger } from '../../../../src/node/vite/terminal-logger';

afterEach(() => vi.restoreAllMocks());

describe('node/vite/terminal-logger', () => {
  it("escapes a name's control characters, keeps Vite's colours and line breaks", () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void printed.push(line));
    const logger = createTerminalLogger('info');
    logger.info('\x1b[32mpage reload\x1b[39m content/en/\x1b]0;owned\x07.md');
    logger.warn('content/en/\x1b[2J\x9b.md\n  second line');
    expect(printed).toEqual(['\x1b[32mpage reload\x1b[39m content/en/\\x1b]0;owned\\x07.md', 'content/en/\\x1b[2J\\x9b.md\n  second line']);
    expect(logger.hasWarned).toBe(true);
  });

  it("leaves out Vite's 'Build failed' line when the build's caller reports the failure", () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
    createTerminalLogger('warn', { quietBuildFailure: true }).error('\x1b[31m✗\x1b[39m Build failed in 302ms');
    createTerminalLogger('warn').error('\x1b[31m✗\x1b[39m Build failed in 302ms');
    expect(printed).toEqual(['\x1b[31m✗\x1b[39m Build failed in 302ms']);
  });

  it("names files inside the current folder relative to it, as quire's own messages do", () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
    createTerminalLogger('warn').error(`Internal server error\n  File: ${process.cwd()}/docs/en/a.md:3:0`);
    expect(printed).toEqual(['Internal server error\n  File: docs/en/a.md:3:0']);
  });
});

import { describe, expect, it } from 'vitest';
import { quoteForShell, relativizePaths, shellArgument, shownPath } from '../../../src/node/shown-path';

describe('node/shown-path', () => {
  it('shows a path relative to the current folder, escaped', () => {
    expect(shownPath('/home/me/site/dist', '/home/me/site')).toBe('dist');
    expect(shownPath('/home/me/site', '/home/me/site')).toBe('.');
    expect(shownPath('/tmp/out', '/home/me')).toBe('../../tmp/out');
    expect(shownPath('/home/me/\x1b]0;x\x07\n', '/home/me')).toBe('\\x1b]0;x\\x07\\n');
  });

  it('quotes an argument for the shell only when it must', () => {
    expect(quoteForShell('docs/site-1')).toBe('docs/site-1');
    expect(quoteForShell('my docs')).toBe("'my docs'");
    expect(quoteForShell("it's; rm -rf ~")).toBe(`'it'\\''s; rm -rf ~'`);
    expect(quoteForShell('$(reboot)')).toBe("'$(reboot)'");
    expect(quoteForShell("a\nb\x1b[31m'\\\x9b")).toBe("$'a\\nb\\x1b[31m\\'\\\\\\u009b'");
  });

  it('a folder as an argument: relative, quoted, never read as an option', () => {
    expect(shellArgument('/home/me/my docs', '/home/me')).toBe("'my docs'");
    expect(shellArgument('/home/me/-x', '/home/me')).toBe('./-x');
    expect(shellArgument('/home/me', '/home/me')).toBe('.');
  });

  it("writes another tool's absolute paths inside the current folder relative to it", () => {
    expect(relativizePaths('  File: /home/me/site/docs/en/a.md:3:0', '/home/me/site')).toBe('  File: docs/en/a.md:3:0');
    expect(relativizePaths('(/home/me/site/a.md) and /home/me/site/b.md', '/home/me/site')).toBe('(a.md) and b.md');
    // in a terminal with colours, Vite colours the path: the colour code stays, the path shortens
    expect(relativizePaths('  File: \x1b[36m/home/me/site/a.md\x1b[39m:3:0', '/home/me/site')).toBe('  File: \x1b[36ma.md\x1b[39m:3:0');
    // a URL, a longer path and a folder outside stay whole
    expect(relativizePaths('at file:///home/me/site/x.js', '/home/me/site')).toBe('at file:///home/me/site/x.js');
    expect(relativizePaths('/x/home/me/site/a.md /home/me/site2/a.md', '/home/me/site')).toBe('/x/home/me/site/a.md /home/me/site2/a.md');
  });
});

// Any error at the top of the command line becomes one line naming what failed and where.
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFailure, type FailureContext } from '../../../../src/node/cli/failure-line';

const CWD = '/home/me/site';
const context: FailureContext = { command: 'quire build', cwd: CWD, debug: false, writing: `${CWD}/dist` };
const lineOf = (error: unknown, options: Partial<FailureContext> = {}) => describeFailure(error, { ...context, ...options });

/** The error a real system call gives. */
async function systemError(call: () => Promise<unknown>): Promise<Error> {
  try {
    await call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the call did not fail');
}

const temp = mkdtempSync(join(tmpdir(), 'failure-line-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('node/cli/failure-line: system errors', () => {
  it('a full disk: a write that names no file names where the command writes', async () => {
    // /dev/full answers every write with ENOSPC
    const error = await systemError(() => writeFile('/dev/full', 'x'));
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(lineOf(error)).toBe('quire build: cannot write into dist: no space left on device');
  });

  it('a missing folder, with the path relative to the current folder', async () => {
    const error = await systemError(() => writeFile(join(temp, 'no/such/file.txt'), 'x'));
    expect(lineOf(error, { cwd: temp })).toBe('quire build: cannot open no/such/file.txt: no such file or folder');
    expect(lineOf(error, { cwd: join(temp, 'sub') })).toBe('quire build: cannot open ../no/such/file.txt: no such file or folder');
  });

  it('a file where a folder should be', async () => {
    await writeFile(join(temp, 'plain'), 'x');
    const error = await systemError(() => mkdir(join(temp, 'plain/assets')));
    expect(lineOf(error, { cwd: temp })).toBe('quire build: cannot create plain/assets: not a folder');
  });

  it('each known code in words, with the operation its system call did', () => {
    const cases: [code: string, syscall: string, text: string][] = [
      ['EACCES', 'open', 'cannot open dist/a.html: permission denied'],
      ['EPERM', 'unlink', 'cannot remove dist/a.html: operation not permitted'],
      ['EROFS', 'open', 'cannot write dist/a.html: read-only file system'],
      ['ENOSPC', 'write', 'cannot write dist/a.html: no space left on device'],
      ['EEXIST', 'mkdir', 'cannot create dist/a.html: it already exists'],
      ['EISDIR', 'read', 'cannot read dist/a.html: it is a folder'],
      ['EMFILE', 'open', 'cannot open dist/a.html: too many open files (raise the limit with ulimit -n)'],
    ];
    for (const [code, syscall, text] of cases) {
      const error = Object.assign(new Error(`${code}: …, ${syscall} '${CWD}/dist/a.html'`), { code, syscall, path: `${CWD}/dist/a.html` });
      expect(lineOf(error), code).toBe(`quire build: ${text}`);
    }
    const moved = Object.assign(new Error('EXDEV'), { code: 'EACCES', syscall: 'rename', path: `${CWD}/dist.tmp`, dest: `${CWD}/dist` });
    expect(lineOf(moved)).toBe('quire build: cannot move dist.tmp to dist: permission denied');
  });

  it("found in a wrapper's cause, in the errors it gathers, or only in a message", async () => {
    const io = await systemError(() => writeFile(join(temp, 'missing/x.js'), 'x'));
    expect(lineOf(new Error('the build failed', { cause: io }), { cwd: temp })).toBe(
      'quire build: cannot open missing/x.js: no such file or folder',
    );
    expect(lineOf(new AggregateError([new Error('other'), io], 'Build failed with 2 errors'), { cwd: temp })).toBe(
      'quire build: cannot open missing/x.js: no such file or folder',
    );
    expect(lineOf(new Error(`[vite] EROFS: read-only file system, mkdir '${CWD}/dist/assets'`))).toBe(
      'quire build: cannot create dist/assets: read-only file system',
    );
  });

  it("the bundler's UNHANDLEABLE_ERROR around a failed write, as it reads when the disk is full", () => {
    const inner = new Error(
      `\x1b[31m[UNHANDLEABLE_ERROR] \x1b[0mSomething went wrong inside rolldown, please report this problem at https://github.com/rolldown/rolldown/issues.\nFailed to write file in ${CWD}/dist/assets/client-entry-BPO5IkTt.js\n\nCaused by:\n    No space left on device (os error 28)\n\nStack backtrace:\n   0: <unknown>\n`,
    );
    const error = Object.assign(new Error(`Build failed with 1 error:\n\n${inner.message}`), { errors: [inner] });
    expect(lineOf(error)).toBe('quire build: cannot write dist/assets/client-entry-BPO5IkTt.js: no space left on device');
    expect(lineOf(new Error('Failed to write file in /x\n\nCaused by:\n    Read-only file system (os error 30)'), { cwd: '/' })).toBe(
      'quire build: cannot write x: read-only file system',
    );
    const folder = new Error(
      `Could not create directory for output chunks: ${CWD}/dist\n\nCaused by:\n    Permission denied (os error 13)`,
    );
    expect(lineOf(folder)).toBe('quire build: cannot create dist: permission denied');
  });
});

describe('node/cli/failure-line: a missing import', () => {
  it('names the importing file and the package, which is not installed', () => {
    const inner = new Error(
      `[vite]: Rolldown failed to resolve import "left-pad/lib/x.js" from "${CWD}/content/components.tsx".\nThis is most likely unintended because it can break your application at runtime.`,
    );
    const error = Object.assign(new Error(`Build failed with 1 error:\n\n${inner.message}`), { errors: [inner] });
    expect(lineOf(error)).toBe(
      "quire build: content/components.tsx imports 'left-pad/lib/x.js', but the package left-pad is not installed: install it (npm install left-pad) or remove the import",
    );
    const scoped = new Error(`Cannot find package '@acme/ui' imported from ${CWD}/content/components.tsx`);
    expect(lineOf(scoped, { command: 'quire dev' })).toBe(
      "quire dev: content/components.tsx imports '@acme/ui', but the package @acme/ui is not installed: install it (npm install @acme/ui) or remove the import",
    );
  });

  it('a relative import names the file it looked for', () => {
    const error = new Error(`[vite]: Rolldown failed to resolve import "./Gone" from "${CWD}/content/components.tsx".`);
    expect(lineOf(error)).toBe("quire build: content/components.tsx imports './Gone', which does not exist");
  });
});

describe('node/cli/failure-line: anything else', () => {
  it('is its first line, paths relative, and how to see the stack', () => {
    const error = new TypeError(`Cannot read properties of undefined (reading 'x') in ${CWD}/src/a.ts\n    more`);
    expect(lineOf(error)).toBe(
      "quire build: unexpected error: Cannot read properties of undefined (reading 'x') in src/a.ts (QUIRE_DEBUG=1 prints its stack)",
    );
    expect(lineOf('a string')).toBe("quire build: unexpected error: 'a string' (QUIRE_DEBUG=1 prints its stack)");
  });

  it('with QUIRE_DEBUG=1, the stack follows the line, and the cause', () => {
    const error = new Error('boom', { cause: new Error('deeper') });
    const [line, ...stack] = lineOf(error, { debug: true }).split('\n');
    expect(line).toBe('quire build: unexpected error: boom');
    expect(stack[0]).toBe('Error: boom');
    expect(stack.some((text) => text.includes('failure-line.test.ts'))).toBe(true);
    expect(stack).toContain('Caused by: Error: deeper');
  });

  it('shows control characters of a message escaped', () => {
    expect(lineOf(new Error('bad \x1b]0;owned\x07 name'))).toBe(
      'quire build: unexpected error: bad \\x1b]0;owned\\x07 name (QUIRE_DEBUG=1 prints its stack)',
    );
    const error = Object.assign(new Error('x'), { code: 'ENOENT', syscall: 'open', path: `${CWD}/\x1b[31m.md` });
    expect(lineOf(error)).toBe('quire build: cannot open \\x1b[31m.md: no such file or folder');
  });
});

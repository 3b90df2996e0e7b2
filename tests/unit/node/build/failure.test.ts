import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildFailure, removeOutDirOnFailure, stopOnErrors } from '../../../../src/node/build/failure';
import type { Diagnostic } from '../../../../src/shared/types';

const error: Diagnostic = { severity: 'error', code: 'dead-link', message: 'no such page', file: 'content/en/a.md', line: 3 };
const warning: Diagnostic = { severity: 'warning', code: 'dead-anchor', message: '#nope', file: 'content/en/b.md', line: 2 };

let outDir: string;
afterEach(() => rmSync(outDir, { recursive: true, force: true }));
function outDirWithPage(): string {
  outDir = mkdtempSync(join(tmpdir(), 'failure-'));
  writeFileSync(join(outDir, 'index.html'), '<!doctype html>');
  return outDir;
}

describe('node/build/failure', () => {
  it('an error prints every diagnostic, removes the out dir and throws the summary', async () => {
    const lines: string[] = [];
    const dir = outDirWithPage();
    const failure = await stopOnErrors([warning, error, error], { log: (l) => lines.push(l), outDir: dir, summary: (n) => `Build failed: ${n} errors` }).catch((e) => e);
    expect(failure).toBeInstanceOf(BuildFailure);
    expect(failure.message).toBe('Build failed: 2 errors');
    expect(lines).toHaveLength(3);
    expect(existsSync(dir)).toBe(false);
  });

  it('warnings only: printed and counted, the out dir stays', async () => {
    const lines: string[] = [];
    const dir = outDirWithPage();
    expect(await stopOnErrors([warning], { log: (l) => lines.push(l), outDir: dir, summary: () => 'unused' })).toBe(1);
    expect(lines).toEqual(['content/en/b.md:2 warning dead-anchor #nope']);
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
  });

  it('a step that throws leaves no out dir behind, and the error goes on as it is', async () => {
    const dir = outDirWithPage();
    const thrown = new Error('bundle failed');
    await expect(removeOutDirOnFailure(dir, async () => Promise.reject(thrown))).rejects.toBe(thrown);
    expect(existsSync(dir)).toBe(false);
    expect(await removeOutDirOnFailure(outDirWithPage(), async () => 'fine')).toBe('fine');
    expect(existsSync(outDir)).toBe(true);
  });
});

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countFiles } from '../../../scripts/bench-builds';
import { cpuSummary, timedNode, timeFigures } from '../../../scripts/bench-timed';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-timed-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/bench-timed', () => {
  it("reads GNU time's line: wall, peak memory, and the CPU seconds in user mode and in the kernel", () => {
    const figures = timeFigures('a warning of the command\n__TIME__ 9.87 512000 12.34 2.56\n');
    expect(figures).toEqual({ seconds: 9.87, peakMiB: 500, userSeconds: 12.34, systemSeconds: 2.56 });
    expect(cpuSummary(figures!)).toBe('CPU 12.34 s user, 2.56 s system');
  });

  it('finds no figures where GNU time printed none (the command was not run)', () => {
    expect(timeFigures('/usr/bin/time: cannot run node: No such file or directory\n')).toBeUndefined();
  });

  it.runIf(existsSync('/usr/bin/time'))('times a command: its CPU seconds, and what it printed without the time line', () => {
    const script = join(dir, 'busy.mjs');
    writeFileSync(script, "const end = Date.now() + 300; while (Date.now() < end); console.log('done'); console.error('note');\n");
    const run = timedNode('busy', [script], { cwd: dir });
    expect(run.stdout.trim()).toBe('done');
    expect(run.stderr.trim()).toBe('note');
    // a loop that spins for 300 ms of wall time spends most of it in user mode, whatever the load
    expect(run.userSeconds + run.systemSeconds).toBeGreaterThan(0);
    expect(run.seconds).toBeGreaterThanOrEqual(0.3);
  });
});

describe('scripts/bench-builds countFiles', () => {
  it('counts every file in every folder, and no folder', () => {
    mkdirSync(join(dir, 'search/en.1234'), { recursive: true });
    for (const file of ['index.html', 'search/en.json', 'search/en.1234/f0-0.json', 'search/en.1234/t0.json'])
      writeFileSync(join(dir, file), '');
    expect(countFiles(dir)).toBe(4);
  });
});

// `quire init` never writes over what is there: not through a link, not over a file that appears meanwhile.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScaffoldConflict, scaffoldSite } from '../../../../src/node/cli/scaffold';

/** Runs after each folder the scaffold makes: another program writing between the check and the writes. */
const afterMkdir: { run?: (folder: string) => void } = {};

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    mkdir: async (...args: Parameters<typeof actual.mkdir>) => {
      const made = await actual.mkdir(...args);
      afterMkdir.run?.(String(args[0]));
      return made;
    },
  };
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'scaffold-'));
});
afterEach(() => {
  afterMkdir.run = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('node/cli/scaffold', () => {
  it('writes the starter site into an empty folder', async () => {
    expect(await scaffoldSite(join(dir, 'docs'), { title: 'Acme' })).toEqual([
      'site.config.ts',
      'en/index.md',
      'en/guide/getting-started.md',
      'public/favicon.svg',
    ]);
    const config = readFileSync(join(dir, 'docs/site.config.ts'), 'utf8');
    expect(config).toContain('title: "Acme"');
    // the favicon is linked, so the browser asks for no /favicon.ico that is not there
    expect(config).toContain("icon: '/favicon.svg'");
    expect(config).toContain("sidebar: { '/guide/'");
    expect(readFileSync(join(dir, 'docs/public/favicon.svg'), 'utf8')).toMatch(/^<svg /);
  });

  it('refuses a dangling symbolic link at site.config.ts and writes nothing, nowhere', async () => {
    const content = join(dir, 'content');
    mkdirSync(content);
    const target = join(dir, 'elsewhere.ts');
    symlinkSync(target, join(content, 'site.config.ts'));
    const failure = await scaffoldSite(content).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScaffoldConflict);
    expect((failure as ScaffoldConflict).taken).toEqual(['site.config.ts']);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(join(content, 'en'))).toBe(false);
    expect(lstatSync(join(content, 'site.config.ts')).isSymbolicLink()).toBe(true);
  });

  it('never overwrites a file that appears after the check, and removes what it wrote', async () => {
    const content = join(dir, 'content');
    afterMkdir.run = (folder) => {
      if (folder === join(content, 'en') && !existsSync(join(folder, 'index.md'))) writeFileSync(join(folder, 'index.md'), '# mine\n');
    };
    const failure = await scaffoldSite(content).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScaffoldConflict);
    expect((failure as ScaffoldConflict).taken).toEqual(['en/index.md']);
    expect(readFileSync(join(content, 'en/index.md'), 'utf8')).toBe('# mine\n');
    expect(existsSync(join(content, 'site.config.ts'))).toBe(false);
  });
});

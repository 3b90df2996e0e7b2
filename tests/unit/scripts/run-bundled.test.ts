// node scripts/run-bundled.mjs keeps the bundle it makes and uses it again while its modules are unchanged.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-run-bundled-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Run the script; what it printed, and the bundles of its name kept in .vite/scripts with their write times. */
function run(entry: string): { printed: string; bundles: Map<string, number> } {
  const printed = execFileSync(process.execPath, ['scripts/run-bundled.mjs', entry], { cwd: root, encoding: 'utf8' }).trim();
  const outDir = join(root, '.vite/scripts');
  const name = `${entry.split('/').pop()!.replace(/\.ts$/, '')}.`;
  const files = readdirSync(outDir).filter((file) => file.startsWith(name) && file.endsWith('.mjs'));
  return { printed, bundles: new Map(files.map((file) => [file, statSync(join(outDir, file)).mtimeMs])) };
}

describe('run-bundled', () => {
  it('bundles a script once, and again when one of its modules changes', () => {
    // a name of its own, so bundles of other scripts are not counted
    const entry = join(dir, `entry-${process.pid}-${Date.now()}.ts`);
    writeFileSync(join(dir, 'value.ts'), "export const value: string = 'one';\n");
    writeFileSync(entry, "import { value } from './value';\nconsole.log(value);\n");
    try {
      const first = run(entry);
      expect(first.printed).toBe('one');
      const again = run(entry);
      expect(again.printed).toBe('one');
      expect(again.bundles).toEqual(first.bundles);

      writeFileSync(join(dir, 'value.ts'), "export const value: string = 'two';\n");
      const edited = run(entry);
      expect(edited.printed).toBe('two');
      expect(edited.bundles.size).toBe(2);
    } finally {
      const outDir = join(root, '.vite/scripts');
      const stem = entry.split('/').pop()!.replace(/\.ts$/, '');
      for (const file of readdirSync(outDir)) if (file.startsWith(`${stem}.`) || file.startsWith(`${stem}-`)) rmSync(join(outDir, file), { force: true });
    }
  });

  it("joins the Markdown pipeline's packages into the bundle, leaves the others as imports, and a crash names the TypeScript source", () => {
    // inside the checkout, so the packages resolve
    const scratch = mkdtempSync(join(root, '.vite/run-bundled-test-'));
    const stem = `joined-${process.pid}-${Date.now()}`;
    const entry = join(scratch, `${stem}.ts`);
    writeFileSync(entry, "import { parse } from 'yaml';\nimport { version } from 'vite';\nconsole.log(parse('a: 1').a, typeof version);\nthrow new Error('crashed on purpose');\n");
    const outDir = join(root, '.vite/scripts');
    try {
      let stderr = '';
      try {
        execFileSync(process.execPath, ['scripts/run-bundled.mjs', entry], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        stderr = String((error as { stderr: string }).stderr);
        expect(String((error as { stdout: string }).stdout).trim()).toBe('1 string');
      }
      expect(stderr).toContain(`${entry}:4`);
      const bundle = readdirSync(outDir).find((file) => file.startsWith(`${stem}.`) && file.endsWith('.mjs'))!;
      const code = readFileSync(join(outDir, bundle), 'utf8');
      expect(code).not.toMatch(/^import .* from ["']yaml["'];$/m);
      expect(code).toMatch(/^import .* from ["']vite["'];$/m);
      // the source map is a file of its own, read only for a stack trace
      expect(code.trimEnd().endsWith(`//# sourceMappingURL=${bundle}.map`)).toBe(true);
      expect(statSync(join(outDir, `${bundle}.map`)).isFile()).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      for (const file of readdirSync(outDir)) if (file.startsWith(`${stem}.`) || file.startsWith(`${stem}-`)) rmSync(join(outDir, file), { force: true });
    }
  });
});

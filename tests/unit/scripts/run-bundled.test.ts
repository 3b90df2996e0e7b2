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

const outDir = join(root, '.vite/scripts');
const stemOf = (entry: string) => entry.split('/').pop()!.replace(/\.ts$/, '');

/** The folders of the script's bundles kept in .vite/scripts. */
const bundlesOf = (entry: string) =>
  readdirSync(outDir).filter((name) => name.startsWith(`${stemOf(entry)}.`) && statSync(join(outDir, name)).isDirectory());

/** Run the script; what it printed, and its bundles with the write times of their entry files. */
function run(entry: string): { printed: string; bundles: Map<string, number> } {
  const printed = execFileSync(process.execPath, ['scripts/run-bundled.mjs', entry], { cwd: root, encoding: 'utf8' }).trim();
  return {
    printed,
    bundles: new Map(bundlesOf(entry).map((folder) => [folder, statSync(join(outDir, folder, `${stemOf(entry)}.mjs`)).mtimeMs])),
  };
}

function removeBundles(entry: string) {
  for (const name of readdirSync(outDir))
    if (name.startsWith(`${stemOf(entry)}.`) || name.startsWith(`${stemOf(entry)}-`))
      rmSync(join(outDir, name), { recursive: true, force: true });
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
      removeBundles(entry);
    }
  });

  it('makes a module the script imports dynamically a chunk of its own, which alone imports its packages', () => {
    const entry = join(dir, `lazy-${process.pid}-${Date.now()}.ts`);
    // were the package imported by the entry's file, it would load before the entry runs
    writeFileSync(join(dir, 'later.ts'), "import { version } from 'vite';\nexport const later = typeof version;\n");
    writeFileSync(entry, "console.log('first');\nconst { later } = await import('./later');\nconsole.log(later);\n");
    try {
      const { printed } = run(entry);
      expect(printed.split('\n')).toEqual(['first', 'string']);
      const [folder] = bundlesOf(entry);
      const chunks = readdirSync(join(outDir, folder)).filter((name) => name.endsWith('.mjs'));
      expect(chunks).toHaveLength(2);
      const entryCode = readFileSync(join(outDir, folder, `${stemOf(entry)}.mjs`), 'utf8');
      expect(entryCode).not.toMatch(/from ["']vite["']/);
      expect(entryCode).toMatch(/import\(["']\.\/chunk-[^"']+\.mjs["']\)/);
    } finally {
      removeBundles(entry);
    }
  });

  it("joins the Markdown pipeline's packages into the bundle, leaves the others as imports, and a crash names the TypeScript source when source maps are on", () => {
    // inside the checkout, so the packages resolve
    const scratch = mkdtempSync(join(root, '.vite/run-bundled-test-'));
    const stem = `joined-${process.pid}-${Date.now()}`;
    const entry = join(scratch, `${stem}.ts`);
    writeFileSync(
      entry,
      "import { parse } from 'yaml';\nimport { version } from 'vite';\nconsole.log(parse('a: 1').a, typeof version);\nthrow new Error('crashed on purpose');\n",
    );
    const crash = (nodeOptions: string) => {
      try {
        execFileSync(process.execPath, ['scripts/run-bundled.mjs', entry], {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
          env: { ...process.env, NODE_OPTIONS: nodeOptions },
        });
      } catch (error) {
        expect(String((error as { stdout: string }).stdout).trim()).toBe('1 string');
        return String((error as { stderr: string }).stderr);
      }
      throw new Error('the script did not crash');
    };
    try {
      // by default no map is read: the stack names the bundle
      const plain = crash('');
      expect(plain).not.toContain(`${entry}:`);
      expect(plain).toMatch(new RegExp(`\\.vite/scripts/${stem}\\.[0-9a-f]{16}/${stem}\\.mjs:\\d+`));
      expect(crash('--enable-source-maps')).toContain(`${entry}:4`);
      const [folder] = bundlesOf(entry);
      const code = readFileSync(join(outDir, folder, `${stem}.mjs`), 'utf8');
      expect(code).not.toMatch(/^import .* from ["']yaml["'];$/m);
      expect(code).toMatch(/^import .* from ["']vite["'];$/m);
      // the source map is a file of its own, not part of the text every start loads
      expect(code.trimEnd().endsWith(`//# sourceMappingURL=${stem}.mjs.map`)).toBe(true);
      expect(statSync(join(outDir, folder, `${stem}.mjs.map`)).isFile()).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      removeBundles(entry);
    }
  });
});

import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { markPure } from '../../../../src/node/vite/pure-component-wrappers';

// the published files of the installed react-router, which the client build rewrites
const require = createRequire(import.meta.url);
const distDir = join(dirname(require.resolve('react-router/package.json')), 'dist', 'development');
const chunkFile = readdirSync(distDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => join(distDir, name))
  .find((file) => readFileSync(file, 'utf8').includes('Link.displayName = "Link"'))!;
const published = readFileSync(chunkFile, 'utf8');
const written: string[] = [];

afterAll(() => written.forEach((file) => rmSync(file, { force: true })));

/** The module the rewritten text makes, imported from next to the original so its own imports resolve. */
async function importRewritten(): Promise<Record<string, unknown>> {
  const file = join(distDir, `.quire-test-${process.pid}-${Math.random().toString(36).slice(2)}.mjs`);
  written.push(file);
  writeFileSync(file, markPure(published));
  return import(pathToFileURL(file).href);
}

describe('node/vite/pure-component-wrappers markPure', () => {
  it("leaves no unmarked component wrapper or component name write in react-router's files", () => {
    // if react-router changes shape, the rewrite stops applying and the first-visit JS grows: fail here first
    const marked = markPure(published);
    expect(marked).not.toMatch(/^var \w+ = React\d*\.(forwardRef|memo|createContext)\(/m);
    expect(marked).not.toMatch(/^(Link|NavLink|Form)\.displayName = /m);
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(marked).toContain(`var ${name} = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React`);
      expect(marked).toContain(`{ displayName: "${name}" });`);
    }
  });

  it('gives the same components with the same names as the library itself', async () => {
    const rewritten = await importRewritten();
    const original = (await import(pathToFileURL(chunkFile).href)) as Record<string, unknown>;
    expect(Object.keys(rewritten).sort()).toEqual(Object.keys(original).sort());
    for (const name of ['Link', 'NavLink', 'Form']) {
      const [mine, theirs] = [rewritten, original].map((mod) =>
        Object.values(mod).find((v) => (v as { displayName?: string })?.displayName === name),
      );
      expect(mine, name).toBeDefined();
      expect((mine as { $$typeof: symbol }).$$typeof).toBe((theirs as { $$typeof: symbol }).$$typeof);
      expect(String((mine as { render: () => void }).render)).toBe(String((theirs as { render: () => void }).render));
    }
  });

  it('keeps the text of a shape it does not know', () => {
    const oneLine = 'var Link = React.forwardRef(function L() {});\nLink.displayName = "Link";\n';
    expect(markPure(oneLine)).toBe(oneLine);
  });
});

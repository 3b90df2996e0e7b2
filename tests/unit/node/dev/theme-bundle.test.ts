import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_RENDER_GLOBAL, themeBundle } from '../../../../src/node/dev/theme-bundle';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rp-theme-bundle-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/value.ts'), "export const value: string = 'one';\n");
  writeFileSync(join(root, 'src/look.css'), 'body { color: red; }\n');
  const entry = (name: string) =>
    `import { siteData } from 'virtual:site';\nimport { sep } from 'node:path';\nimport './src/look.css';\nimport { value } from './src/value';\nexport const ${name} = () => value + ' ' + siteData.title + sep;\n`;
  writeFileSync(join(root, 'client-entry.tsx'), entry('show'));
  writeFileSync(join(root, 'server-entry.tsx'), entry('render'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('themeBundle', () => {
  it('bundles the browser half with CSS and virtual modules left to Vite, the server half runnable by Node', async () => {
    const bundle = await themeBundle(root);
    const client = readFileSync(bundle.entries.client, 'utf8');
    expect(client).toContain('from "virtual:site"');
    expect(client).toContain('import "/src/look.css"');
    expect(client).not.toContain('export const value');
    expect(bundle.sources).toEqual([join(root, 'client-entry.tsx'), join(root, 'server-entry.tsx'), join(root, 'src/value.ts')]);

    // in Node itself, as the dev server imports it: each instance reads the global as it runs
    const url = pathToFileURL(bundle.entries.server).href;
    const script = `
      globalThis.${DEV_RENDER_GLOBAL} = { siteData: { title: 'Docs' }, routes: [], eagerIslands: {} };
      const a = await import('${url}?instance=a');
      globalThis.${DEV_RENDER_GLOBAL} = { siteData: { title: 'Other' }, routes: [], eagerIslands: {} };
      const b = await import('${url}?instance=b');
      console.log(a.render() + ' / ' + b.render());`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()).toBe(
      'one Docs/ / one Other/',
    );
  });

  it('names the packages its server half imports in a module of their own, which loads them and nothing of the theme', async () => {
    const bundle = await themeBundle(root);
    expect(readFileSync(bundle.serverPackages, 'utf8')).toBe('import "node:path";\n');
    expect(bundle.serverPackages.startsWith(join(bundle.dir, 'server'))).toBe(true);
  });

  it('is reused while its modules are unchanged, and made again after an edit', async () => {
    const first = await themeBundle(root);
    const written = statSync(first.entries.client).mtimeMs;
    const again = await themeBundle(root);
    expect(again.dir).toBe(first.dir);
    expect(statSync(again.entries.client).mtimeMs).toBe(written);

    writeFileSync(join(root, 'src/value.ts'), "export const value: string = 'two';\n");
    const edited = await themeBundle(root);
    expect(edited.dir).not.toBe(first.dir);
    expect(readFileSync(edited.entries.client, 'utf8')).toContain('"two "');
  });
});

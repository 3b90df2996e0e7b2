import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentExports, resolveComponentsModule } from '../../../../src/node/markdown/components-module';
import { resolveConfig } from '../../../../src/shared/config';

const dir = mkdtempSync(join(tmpdir(), 'rp-components-'));
let count = 0;
function moduleFile(source: string): string {
  const file = join(dir, `components-${count++}.tsx`);
  writeFileSync(file, source);
  return file;
}
const site = (components: string) => resolveConfig({ title: 'T', siteUrl: 'https://t.test', markdown: { components } });

describe('src/node/markdown/components-module', () => {
  it('lists every named export with the module that defines it', () => {
    const file = moduleFile(
      [
        "import Chart from './chart';",
        "import { Tabs as T } from 'ui-lib';",
        "export { Counter } from './counter';",
        "export { default as Steps } from './steps';",
        'export function Local() { return <p />; }',
        'export { Chart, T as Switcher };',
        'export type Props = { a: string };',
        'export default Local;',
      ].join('\n'),
    );
    expect(componentExports(file).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Chart', from: './chart', importName: 'default' },
      { name: 'Counter', from: './counter', importName: 'Counter' },
      { name: 'Local', importName: 'Local' },
      { name: 'Steps', from: './steps', importName: 'default' },
      { name: 'Switcher', from: 'ui-lib', importName: 'Tabs' },
    ]);
  });

  it('refuses an export named like a built-in directive, and export *, naming the key', () => {
    const file = moduleFile("export function tip() { return null; }\nexport * from './all';\n");
    expect(() => resolveComponentsModule(site(file), dir, dir)).toThrow(
      /^markdown\.components: export 'tip' of .* has the name of a built-in directive \(tip, info, note, warning, danger, details, caution, important, tabs, tab, code-group, no-outline, badge\); rename it\nmarkdown\.components: 'export \* from "\.\/all"' in .* hides its names; export each component by name$/,
    );
  });

  it('names a missing file relative to the project, and resolves a path against the config folder', () => {
    expect(() => resolveComponentsModule(site('./nope.tsx'), dir, join(dir, '..'))).toThrow(
      /^markdown\.components: no such file: rp-components-\w+\/nope\.tsx \('\.\/nope\.tsx' is relative to the folder of site\.config\.ts\)$/,
    );
    const file = moduleFile('export const Box = () => null;');
    expect(resolveComponentsModule(site(`./${file.slice(dir.length + 1)}`), dir, dir).markdown.components).toBe(file);
  });
});

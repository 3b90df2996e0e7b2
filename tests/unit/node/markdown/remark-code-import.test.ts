import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { takeRegion } from '../../../../src/node/markdown/code-region';
import { compile, findElement } from './helpers';

const root = mkdtempSync(join(tmpdir(), 'quire-code-import-'));
const content = join(root, 'content');
const page = join(content, 'en/guide/start/quick-start.md');
mkdirSync(join(content, 'snippets'), { recursive: true });
mkdirSync(join(content, 'en/guide/start'), { recursive: true });
writeFileSync(
  join(content, 'snippets/config.ts'),
  "import a from 'a';\n// #region setup\n  const b = 1;\n  const c = 2;\n// #endregion setup\nexport default a;\n",
);
writeFileSync(join(content, 'en/guide/start/demo.js'), 'console.log(1);\n');
writeFileSync(join(root, 'secret.txt'), 'outside\n');
symlinkSync(join(root, 'secret.txt'), join(content, 'snippets/link.txt'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const compileHere = (source: string) => compile(source, { filePath: page });

describe('src/node/markdown/remark-code-import', () => {
  it('imports a file from the content folder with highlighted lines and a title, its language from the extension', async () => {
    const { tree, diagnostics, sources } = await compileHere('# T\n\n<<< @/snippets/config.ts{1,3-4} [config.ts]');
    const block = findElement(tree, 'rp-code-block');
    expect(block.properties).toMatchObject({ lang: 'ts', title: 'config.ts' });
    expect(block.properties.code).toBe(
      "import a from 'a';\n// #region setup\n  const b = 1;\n  const c = 2;\n// #endregion setup\nexport default a;",
    );
    const highlighted = [...String(block.properties.html).matchAll(/<span class="line( highlighted)?"/g)].flatMap((m, i) =>
      m[1] ? [i + 1] : [],
    );
    expect(highlighted).toEqual([1, 3, 4]);
    expect(diagnostics).toEqual([]);
    expect(sources).toEqual([join(content, 'snippets/config.ts')]);
  });

  it('takes a #region, outdented, and a path relative to the page, and a language named in the braces', async () => {
    const region = await compileHere('<<< @/snippets/config.ts#setup');
    expect(findElement(region.tree, 'rp-code-block').properties.code).toBe('const b = 1;\nconst c = 2;');
    const relative = await compileHere('<<< ./demo.js{ts}');
    expect(findElement(relative.tree, 'rp-code-block').properties).toMatchObject({ lang: 'ts', code: 'console.log(1);' });
  });

  it('reports a missing file or region as an error at the line, naming the path', async () => {
    const { diagnostics } = await compileHere('# T\n\n<<< @/snippets/missing.ts\n\n<<< @/snippets/config.ts#nope');
    expect(diagnostics.map((d) => [d.severity, d.file, d.line, d.message])).toEqual([
      ['error', 'content/en/guide/start/quick-start.md', 3, '<<< @/snippets/missing.ts: no such file'],
      [
        'error',
        'content/en/guide/start/quick-start.md',
        5,
        "<<< @/snippets/config.ts#nope: the file has no region 'nope' (#region nope … #endregion)",
      ],
    ]);
  });

  it('never reads a file outside the content folder, by path or through a link', async () => {
    const { tree, diagnostics } = await compileHere('<<< @/../secret.txt\n\n<<< ../../../../secret.txt\n\n<<< @/snippets/link.txt');
    expect(diagnostics.map((d) => d.message)).toEqual([
      "<<< @/../secret.txt: the file is outside the site's folder, so it is not read",
      "<<< ../../../../secret.txt: the file is outside the site's folder, so it is not read",
      "<<< @/snippets/link.txt: the file is outside the site's folder, so it is not read",
    ]);
    expect(JSON.stringify(tree)).not.toContain('outside');
  });

  it("takes `@/` on a site with versions as the page's version folder, and never leaves that folder", async () => {
    for (const version of ['v1', 'v2']) {
      mkdirSync(join(content, version, 'snippets'), { recursive: true });
      mkdirSync(join(content, version, 'en/guide'), { recursive: true });
      writeFileSync(join(content, version, 'snippets/greet.ts'), `export const greeting = '${version}';\n`);
    }
    const inVersion = (version: string, source: string) =>
      compile(source, { filePath: join(content, version, 'en/guide/a.md'), path: '/guide/a', version });
    const v1 = await inVersion('v1', '<<< @/snippets/greet.ts');
    expect(findElement(v1.tree, 'rp-code-block').properties.code).toBe("export const greeting = 'v1';");
    const v2 = await inVersion('v2', '<<< @/snippets/greet.ts');
    expect(findElement(v2.tree, 'rp-code-block').properties.code).toBe("export const greeting = 'v2';");
    const left = await inVersion('v1', '<<< @/../v2/snippets/greet.ts\n\n<<< ../../../snippets/config.ts');
    expect(left.diagnostics.map((d) => d.message)).toEqual([
      '<<< @/../v2/snippets/greet.ts: the file is outside the folder of version v1, so it is not read',
      '<<< ../../../snippets/config.ts: the file is outside the folder of version v1, so it is not read',
    ]);
  });
});

describe('src/node/markdown/code-region', () => {
  it('reads a file next to a page that a language folder linked into the content folder leads to', async () => {
    // the layout quire init --from writes: the pages stay where they are, the content folder links to them
    const pages = join(root, 'docs');
    const linkedContent = join(root, 'linked-content');
    mkdirSync(join(pages, 'guide'), { recursive: true });
    mkdirSync(linkedContent);
    writeFileSync(join(pages, 'guide/deploy.yaml'), 'on: push\n');
    symlinkSync(pages, join(linkedContent, 'en'));
    const linkedPage = join(linkedContent, 'en/guide/deploy.md');
    const { tree, diagnostics } = await compile('# T\n\n<<< ./deploy.yaml', { filePath: linkedPage, path: '/guide/deploy' });
    expect(diagnostics).toEqual([]);
    expect(findElement(tree, 'rp-code-block').properties).toMatchObject({ lang: 'yaml', code: 'on: push' });
  });

  it('finds a region in any comment style and leaves nested markers out', () => {
    expect(takeRegion('<!-- #region a -->\n<p>x</p>\n<!-- #endregion a -->', 'a')).toBe('<p>x</p>');
    expect(takeRegion('#region a\nx = 1\n  #region b\ny = 2\n  #endregion\n#endregion', 'a')).toBe('x = 1\ny = 2');
    expect(takeRegion('a', 'a')).toBeUndefined();
  });
});

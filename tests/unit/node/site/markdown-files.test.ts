import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { listMarkdown } from '../../../../src/node/site/markdown-files';
import { scanContent } from '../../../../src/node/site/scan';

/** Runs after each folder listing, before the listing is used: where a test removes a folder "meanwhile". */
const hook = vi.hoisted(() => ({ afterListing: (_folder: string) => {} }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readdirSync = ((...args: Parameters<typeof fs.readdirSync>) => {
    const entries = fs.readdirSync(...args);
    hook.afterListing(String(args[0]));
    return entries;
  }) as typeof fs.readdirSync;
  return { ...fs, readdirSync, default: { ...fs, readdirSync } };
});

const site = resolveConfig({ title: 'T', siteUrl: 'https://t.dev', locales: [{ lang: 'en' }, { lang: 'zh' }] });
let project: string;
let content: string;
function touch(...files: string[]): void {
  for (const file of files) {
    mkdirSync(dirname(join(content, file)), { recursive: true });
    writeFileSync(join(content, file), '# x\n');
  }
}
/** Once `en/` is listed, `en/guide` is replaced by `replace`. */
function replaceGuideOnceListed(replace: (folder: string) => void): void {
  hook.afterListing = (folder) => {
    if (folder === join(content, 'en')) replace(join(content, 'en/guide'));
  };
}
const removedFolder = {
  severity: 'error',
  code: 'removed-file',
  message: 'the folder was removed while the build read it',
};

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'markdown-files-'));
  content = join(project, 'content');
  touch('en/index.md', 'en/guide/a.md', 'en/guide/b.md');
});
afterEach(() => {
  hook.afterListing = () => {};
  rmSync(project, { recursive: true, force: true });
});

describe('node/site/markdown-files (through the scan)', () => {
  it('a language folder that does not exist is no problem', () => {
    const { routes, diagnostics } = scanContent({ root: content, site });
    expect(diagnostics).toEqual([]);
    expect(routes.filter((route) => route.fallbackOf === undefined).map((route) => route.path)).toEqual(['/', '/guide/a', '/guide/b']);
  });

  it('a folder removed after its parent was listed is an error naming it', () => {
    replaceGuideOnceListed((folder) => rmSync(folder, { recursive: true }));
    const { routes, diagnostics } = scanContent({ root: content, site });
    expect(diagnostics).toEqual([{ ...removedFolder, file: relative(process.cwd(), join(content, 'en/guide')) }]);
    expect(routes.filter((route) => route.fallbackOf === undefined).map((route) => route.path)).toEqual(['/']);
  });

  it('a folder that became a file after its parent was listed: the same error', () => {
    replaceGuideOnceListed((folder) => {
      rmSync(folder, { recursive: true });
      writeFileSync(folder, 'a file now');
    });
    expect(scanContent({ root: content, site }).diagnostics).toEqual([
      { ...removedFolder, file: relative(process.cwd(), join(content, 'en/guide')) },
    ]);
  });
});

describe('node/site/markdown-files: listMarkdown', () => {
  it('gives the paths join() gives, however the folder is written, through a linked folder too', () => {
    symlinkSync(join(content, 'en/guide'), join(content, 'en/linked'));
    const inside = ['en/guide/a.md', 'en/guide/b.md', 'en/index.md', 'en/linked/a.md', 'en/linked/b.md'];
    for (const folder of [content, `${content}${sep}`, `${content}${sep}.${sep}en${sep}..`, relative(process.cwd(), content)]) {
      const listed = listMarkdown(folder).sort();
      expect(listed, folder).toEqual(inside.map((file) => join(folder, file)).sort());
    }
  });
});

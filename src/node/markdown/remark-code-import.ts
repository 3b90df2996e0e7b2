import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, relative, resolve } from 'node:path';
import type { Code, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from './visit';
import { type PageCollector, report } from './collector';
import { takeRegion } from './code-region';

export interface RemarkCodeImportOptions {
  collector: PageCollector;
  /** absolute path of the Markdown file: a relative import is relative to its folder */
  filePath: string;
  /** the content folder (a site with versions: the page's version folder): `@/` names it, and no import may leave it */
  contentDir: string;
  /** a site with versions: the page's version, whose folder `contentDir` is */
  version?: string;
}

// <<< path#region{2,4-6 lang} [title]
const IMPORT_RE = /^<<<[ \t]+(\S+?)(?:#([\w$.-]+))?(?:\{([^}]*)\})?(?:[ \t]+\[([^\]]*)\])?[ \t]*$/;
const RANGES_RE = /^[\d,\s-]+$/;

/** `'a.ts'` -> 'ts'; `'Dockerfile'` -> 'text' */
const languageOf = (file: string) => extname(file).slice(1) || 'text';

/**
 * VitePress's code import: a paragraph `<<< @/snippets/a.ts#setup{2,4-6} [a.ts]` becomes the code
 * block of that file (or of its `#region setup` … `#endregion` lines), with those lines highlighted
 * and that title; the language is the extension's unless the braces name one. `@/` is the content
 * folder, or the page's version folder on a site with versions; a file outside it is refused, a
 * missing one is an error at the line.
 */
export const remarkCodeImport: Plugin<[RemarkCodeImportOptions], Root> = (options) => (tree: Root) => {
  visit(tree, 'paragraph', (node, index, parent) => {
    const [only] = node.children;
    if (node.children.length !== 1 || only.type !== 'text' || !only.value.startsWith('<<<') || !parent || index === undefined) return;
    const match = IMPORT_RE.exec(only.value);
    if (!match) return;
    const [, path, region, braces = '', title] = match;
    const code = importedCode(path, region, options, node);
    if (code === undefined) return;
    const words = braces.trim().split(/\s+/).filter(Boolean);
    const ranges = words.filter((word) => RANGES_RE.test(word));
    const lang = words.find((word) => !RANGES_RE.test(word)) ?? languageOf(path);
    const meta = [ranges.length > 0 ? `{${ranges.join(',')}}` : '', title === undefined ? '' : `[${title}]`].filter(Boolean).join(' ');
    const block: Code = { type: 'code', lang, meta: meta || null, value: code, position: node.position };
    parent.children[index] = block;
  });
};

function importedCode(path: string, region: string | undefined, options: RemarkCodeImportOptions, node: Parameters<typeof report>[3]) {
  const { collector, contentDir } = options;
  const file = path.startsWith('@/') ? resolve(contentDir, path.slice(2)) : resolve(dirname(options.filePath), path);
  const outside = `<<< ${path}: the file is outside ${options.version === undefined ? "the site's folder" : `the folder of version ${options.version}`}, so it is not read`;
  if (!isInside(contentDir, file)) {
    report(collector, 'error', outside, node);
    return undefined;
  }
  let text: string;
  try {
    const real = realpathSync(file);
    if (!siteFolders(contentDir).some((folder) => isInside(folder, real))) throw new Error('outside');
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const left = error instanceof Error && error.message === 'outside';
    report(collector, 'error', left ? outside : `<<< ${path}: no such file`, node);
    return undefined;
  }
  collector.sources.push(file);
  if (region === undefined) return text.replace(/\r?\n$/, '');
  const lines = takeRegion(text, region);
  if (lines === undefined) {
    report(collector, 'error', `<<< ${path}#${region}: the file has no region '${region}' (#region ${region} … #endregion)`, node);
    return undefined;
  }
  return lines;
}

/**
 * Where the site's files really are: the content folder, and the folders that links in it (a language
 * folder, or a folder inside one, as `quire init --from` writes them) lead to, since the pages there
 * are the site's own. Read once per content folder.
 */
const foldersOfSite = new Map<string, string[]>();
function siteFolders(contentDir: string): string[] {
  let folders = foldersOfSite.get(contentDir);
  if (folders) return folders;
  folders = [realpathSync(contentDir)];
  const linked = (path: string) => {
    try {
      return lstatSync(path).isSymbolicLink() && statSync(path).isDirectory() ? realpathSync(path) : undefined;
    } catch {
      return undefined;
    }
  };
  for (const entry of readdirSync(contentDir, { withFileTypes: true })) {
    const top = resolve(contentDir, entry.name);
    const target = linked(top);
    if (target) folders.push(target);
    else if (entry.isDirectory())
      for (const inner of readdirSync(top)) {
        const innerTarget = linked(resolve(top, inner));
        if (innerTarget) folders.push(innerTarget);
      }
  }
  foldersOfSite.set(contentDir, folders);
  return folders;
}

function isInside(folder: string, file: string): boolean {
  const path = relative(folder, file);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
}

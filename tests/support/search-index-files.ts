import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FragmentPiece, IndexManifest } from '../../src/shared/search-index-format';

/** The manifest of a language's local index in a built site (search/<lang>.<hash>.json) and the folder of its pieces. */
function manifestOf(outDir: string, lang: string): { manifest: IndexManifest; piecesDir: string } {
  const searchDir = join(outDir, 'search');
  const name = readdirSync(searchDir).find(
    (file) => file.startsWith(`${lang}.`) && file.endsWith('.json') && statSync(join(searchDir, file)).isFile(),
  );
  if (!name) throw new Error(`no search index manifest for '${lang}' in ${searchDir}`);
  const manifest = JSON.parse(readFileSync(join(searchDir, name), 'utf8')) as IndexManifest;
  return { manifest, piecesDir: join(searchDir, manifest.dir) };
}

/** Every fragment piece of a language's index, in page order, then record order. */
function fragmentPieces(outDir: string, lang: string): FragmentPiece[] {
  const { piecesDir } = manifestOf(outDir, lang);
  const order = (file: string) =>
    file
      .slice(1, -'.json'.length)
      .split('-')
      .map((part) => parseInt(part, 36));
  return readdirSync(piecesDir)
    .filter((file) => file.startsWith('f'))
    .map((file) => ({ file, key: order(file) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1])
    .map(({ file }) => JSON.parse(readFileSync(join(piecesDir, file), 'utf8')) as FragmentPiece);
}

/** The paths of the pages a language's index holds, in index order. */
export function indexedPages(outDir: string, lang: string): string[] {
  return [...new Set(fragmentPieces(outDir, lang).map((piece) => piece.page[0]))];
}

/** All the text a language's index shows in its hits: page titles, headings and contents. */
export function indexedText(outDir: string, lang: string): string {
  return fragmentPieces(outDir, lang)
    .flatMap((piece) => [...piece.page, ...piece.docs.flatMap(([, , levels, content]) => [...levels, content])])
    .join('\n');
}

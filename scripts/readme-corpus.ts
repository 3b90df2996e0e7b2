/**
 * npx tsx scripts/readme-corpus.ts --out <dir> [--limit <n>]: a content folder
 * made of the README.md files of the installed packages (node_modules/<pkg>, node_modules/@scope/<pkg>),
 * Markdown nobody here wrote, to try the compiler on: `<dir>/en/<pkg>/index.md` (a scoped name as
 * `scope__pkg`) with the images the package ships next to it, an index page linking each README, and
 * a site config with `deadLinks: 'warn'`.
 * Then: npm run build -- --content <dir> --out <dir2>
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { out: { type: 'string' }, limit: { type: 'string' } } });
if (!values.out) {
  console.error('usage: readme-corpus.ts --out <dir> [--limit <n>]');
  process.exit(1);
}
const out = resolve(values.out);
const limit = values.limit ? Number(values.limit) : Infinity;
const modules = resolve(import.meta.dirname, '../node_modules');

/** Package folders of node_modules, scoped ones included, in name order. */
function packageDirs(): { name: string; dir: string }[] {
  const found: { name: string; dir: string }[] = [];
  for (const entry of readdirSync(modules).sort()) {
    if (entry.startsWith('.')) continue;
    if (!entry.startsWith('@')) found.push({ name: entry, dir: join(modules, entry) });
    else
      for (const inner of readdirSync(join(modules, entry)).sort())
        found.push({ name: `${entry.slice(1)}__${inner}`, dir: join(modules, entry, inner) });
  }
  return found;
}

function readmeOf(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir).find((file) => /^readme\.md$/i.test(file));
  return name ? join(dir, name) : undefined;
}

const IMAGE_RE = /\.(?:png|jpe?g|gif|svg|webp|avif)$/i;

/** Image files of a package (outside its own node_modules), as paths relative to it. */
function imagesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => IMAGE_RE.test(file) && !file.split(/[\\/]/).includes('node_modules'),
  );
}

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'en'), { recursive: true });
const pages: string[] = [];
for (const { name, dir } of packageDirs()) {
  if (pages.length >= limit) break;
  const readme = readmeOf(dir);
  if (!readme) continue;
  const folder = join(out, 'en', name);
  mkdirSync(folder, { recursive: true });
  copyFileSync(readme, join(folder, 'index.md'));
  for (const image of imagesOf(dir)) {
    mkdirSync(dirname(join(folder, image)), { recursive: true });
    copyFileSync(join(dir, image), join(folder, image));
  }
  pages.push(name);
}
writeFileSync(
  join(out, 'site.config.ts'),
  `export default ${JSON.stringify({ siteUrl: 'https://corpus.test', title: 'README corpus', markdown: { deadLinks: 'warn' } }, null, 2)};\n`,
);
writeFileSync(
  join(out, 'en', 'index.md'),
  ['# README corpus', '', ...pages.map((name) => `- [${name}](./${name}/index.md)`), ''].join('\n'),
);
console.log(`${pages.length} READMEs in ${out}`);

/**
 * The client build's manifest (source file -> hashed chunk). Vite writes it into the out dir
 * (`.vite/manifest.json`), where every host would publish it with the site; the build takes it out
 * right after the client build, hands it to the prerender, and writes it elsewhere only when asked.
 */
import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import type { Manifest } from 'vite';

/** Where Vite writes the manifest, relative to the out dir (`build.manifest: true`). */
const VITE_MANIFEST = '.vite/manifest.json';

/** Read the manifest Vite wrote into `outDir` and remove it (and its folder when nothing else is there). */
export async function takeClientManifest(outDir: string): Promise<Manifest> {
  const file = join(outDir, VITE_MANIFEST);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  await rm(file);
  // a .vite folder of the site's own public files stays
  await rmdir(dirname(file)).catch(() => {});
  return manifest;
}

/** Whether `file` lies inside `dir` (both absolute). */
export function isInside(dir: string, file: string): boolean {
  const rel = relative(dir, file);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

export async function writeClientManifest(file: string, manifest: Manifest): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

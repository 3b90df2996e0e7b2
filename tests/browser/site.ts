import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const distDir = () => inject('distDir');

/** The hashed file name of a page's chunk, from the client build manifest. */
export function pageChunk(contentPath: string): string {
  const manifest = JSON.parse(readFileSync(join(distDir(), '.vite/manifest.json'), 'utf8'));
  const entry = manifest[`content/${contentPath}`];
  if (!entry) throw new Error(`no chunk for content/${contentPath} in the manifest`);
  return entry.file as string;
}

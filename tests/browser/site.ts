import { readFileSync } from 'node:fs';
import type { Manifest } from 'vite';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const distDir = () => inject('distDir');

/** The client build's manifest (source file -> hashed chunk), which the build keeps out of dist. */
export function clientManifest(): Manifest {
  return JSON.parse(readFileSync(inject('manifestFile'), 'utf8')) as Manifest;
}

/** The hashed file name of a page's chunk, from the client build manifest. */
export function pageChunk(contentPath: string): string {
  const entry = clientManifest()[`content/${contentPath}`];
  if (!entry) throw new Error(`no chunk for content/${contentPath} in the manifest`);
  return entry.file as string;
}

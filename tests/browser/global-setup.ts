import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPreview } from '../../src/node/preview/preview-server';

const root = resolve(import.meta.dirname, '../..');
export const BROWSER_DIST = resolve(root, '.vite/browser-dist');
/** the client manifest of that build, kept outside the served folder */
const BROWSER_MANIFEST = resolve(root, '.vite/browser-dist-manifest.json');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
    manifestFile: string;
  }
}

/** Build the real site once (production build), serve it like a static host, hand the URL to the tests. */
export default async function setup(project: TestProject) {
  if (!process.env.BROWSER_REUSE_DIST || !existsSync(resolve(BROWSER_DIST, 'index.html')) || !existsSync(BROWSER_MANIFEST)) {
    const args = ['bin/quire.mjs', 'build', '--out', BROWSER_DIST, '--manifest', BROWSER_MANIFEST];
    execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  }
  const server = await startPreview({ dir: BROWSER_DIST, port: 0, base: '/' });
  project.provide('baseUrl', server.url.replace(/\/$/, ''));
  project.provide('distDir', BROWSER_DIST);
  project.provide('manifestFile', BROWSER_MANIFEST);
  return async () => server.close();
}

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPreview } from '../../scripts/preview';

const root = resolve(import.meta.dirname, '../..');
export const BROWSER_DIST = resolve(root, '.vite/browser-dist');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

/** Build the real site once (production build), serve it like a static host, hand the URL to the tests. */
export default async function setup(project: TestProject) {
  if (!process.env.BROWSER_REUSE_DIST || !existsSync(resolve(BROWSER_DIST, 'index.html'))) {
    execFileSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts', '--out', BROWSER_DIST], { cwd: root, stdio: 'inherit' });
  }
  const server = await startPreview({ dir: BROWSER_DIST, port: 0, base: '/' });
  project.provide('baseUrl', server.url.replace(/\/$/, ''));
  project.provide('distDir', BROWSER_DIST);
  return async () => server.close();
}

/**
 * node --import tsx tests/build/dev-render.ts <contentDir> <path>…: starts the dev server
 * (the `npm run dev` setup) over a content folder, requests each path in turn (as written) and prints one
 * `{ status, body }` JSON line per path. Run in a child process by tests whose page could hang the
 * server.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDevServer } from '../../src/node/dev/dev-server';
import { importSiteConfig } from '../../src/node/site/site-config-file';
import { rawGet } from '../support/raw-get';

const [contentArg, ...paths] = process.argv.slice(2);
const contentDir = resolve(contentArg);
const root = resolve(import.meta.dirname, '../..');
const cacheDir = realpathSync(mkdtempSync(join(tmpdir(), 'quire-dev-render-')));
const config = await importSiteConfig(contentDir);
const server = await createDevServer({ root, contentDir, config, port: 0, host: '127.0.0.1', cacheDir, logLevel: 'silent' });
try {
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the dev server has no port');
  for (const path of paths) console.log(JSON.stringify(await rawGet(`http://127.0.0.1:${address.port}`, path)));
} finally {
  await server.close();
  // Vite's dependency optimizer may still be writing into its temporary folder after the server
  // closes; the removal waits it out, and a folder still busy then is left to the system's tmp
  try {
    rmSync(cacheDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  } catch {
    // only the leftover of a temporary folder: not the test's subject
  }
}

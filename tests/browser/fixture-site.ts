/** A fixture site (tests/fixtures/<name>/content) built with `quire build` and served by the preview server. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startPreview } from '../../src/node/preview/preview-server';

const ROOT = resolve(import.meta.dirname, '../..');

export interface FixtureSite {
  /** 'http://127.0.0.1:1234', no trailing slash */
  origin: string;
  close: () => Promise<void>;
}

export function serveFixtureSite(name: string): Promise<FixtureSite> {
  return serveContentSite(resolve(ROOT, `tests/fixtures/${name}/content`), name);
}

/** Any content folder (`docs/`) built with `quire build` into .vite/browser-dist-<name> and served by the preview server. */
export async function serveContentSite(contentDir: string, name: string): Promise<FixtureSite> {
  const out = resolve(ROOT, `.vite/browser-dist-${name}`);
  const args = ['bin/quire.mjs', 'build', '--content', contentDir, '--out', out];
  execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  const server = await startPreview({ dir: out, port: 0 });
  return { origin: server.url.replace(/\/$/, ''), close: server.close };
}

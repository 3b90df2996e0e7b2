import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HotUpdateOptions, ViteDevServer } from 'vite';
import { DevTheme } from '../../../../src/node/dev/dev-theme';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rp-dev-theme-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/value.ts'), "export const value = 'one';\n");
  writeFileSync(join(root, 'src/look.css'), 'body { color: red; }\n');
  for (const entry of ['client-entry.tsx', 'server-entry.tsx'])
    writeFileSync(join(root, entry), "import './src/look.css';\nexport { value } from './src/value';\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The theme plugin's answer to a saved file, in the browser's environment, and what it sent the browser. */
async function saved(theme: DevTheme, file: string): Promise<{ handled: unknown; sent: unknown[] }> {
  const sent: unknown[] = [];
  const invalidated: unknown[] = [];
  const server = {
    environments: { client: { moduleGraph: { idToModuleMap: new Map(), invalidateModule: (mod: unknown) => invalidated.push(mod) } } },
    config: { logger: { error: () => {} } },
  } as unknown as ViteDevServer;
  const context = { environment: { name: 'client', hot: { send: (payload: unknown) => sent.push(payload) } } };
  const hotUpdate = theme.plugin().hotUpdate as (this: unknown, options: HotUpdateOptions) => Promise<unknown>;
  const handled = await hotUpdate.call(context, { file, server } as unknown as HotUpdateOptions);
  return { handled, sent };
}

describe('DevTheme', () => {
  it('serves the browser entry of its bundle from the root', async () => {
    const theme = new DevTheme(root);
    expect(await theme.clientEntryUrl()).toMatch(/^\/\.vite\/dev-theme\/[0-9a-f]{64}\/client\/client-entry\.js$/);
  });

  it('rebuilds and reloads the page when a theme module is saved; CSS and other files are left to Vite', async () => {
    const theme = new DevTheme(root);
    const before = (await theme.bundle()).dir;

    expect(await saved(theme, join(root, 'src/look.css'))).toEqual({ handled: undefined, sent: [] });
    expect(await saved(theme, join(root, 'content/en/index.md'))).toEqual({ handled: undefined, sent: [] });

    writeFileSync(join(root, 'src/value.ts'), "export const value = 'two';\n");
    expect(await saved(theme, join(root, 'src/value.ts'))).toEqual({ handled: [], sent: [{ type: 'full-reload' }] });
    expect((await theme.bundle()).dir).not.toBe(before);
  });
});

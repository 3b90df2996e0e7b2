import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import type { InlineConfig } from 'vite';
import { siteGenerator } from './plugin';
import type { SiteState } from './site-state';

export const SERVER_OUT_DIR = '.vite/server';

/** The Vite config of one build target; client and server share the site state of one process. */
export function viteBuildConfig({ state, target, outDir }: { state: SiteState; target: 'client' | 'server'; outDir: string }): InlineConfig {
  const root = state.root;
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), siteGenerator({ config: null, root, state })],
    build:
      target === 'client'
        ? {
            outDir,
            emptyOutDir: true,
            manifest: true,
            reportCompressedSize: false,
            rolldownOptions: { input: resolve(root, 'client-entry.tsx'), checks: { bundlerTimings: false } },
          }
        : {
            outDir: resolve(root, SERVER_OUT_DIR),
            emptyOutDir: true,
            ssr: resolve(root, 'server-entry.tsx'),
            // the server imports the route table statically on purpose; the client loads it lazily
            rolldownOptions: { checks: { ineffectiveDynamicImport: false, bundlerTimings: false } },
            reportCompressedSize: false,
            copyPublicDir: false,
          },
  };
}

import react from '@vitejs/plugin-react';
import { resolve, sep } from 'node:path';
import type { InlineConfig } from 'vite';
import { siteGenerator } from './plugin';
import type { PageChunkUrls } from '../site/route-table-code';
import { siteIslands } from './islands-plugin';
import { createTerminalLogger } from './terminal-logger';
import { pureComponentWrappers } from './pure-component-wrappers';
import type { SiteState } from '../site/site-state';

/** Parent of the per-build server bundle folders (the build makes one per build: build/bundles.ts). */
export const SERVER_OUT_DIR = '.vite/server';

/** `1`: the client build also writes source maps no page links to (npm run bench reads them). */
export const SOURCE_MAPS_ENV = 'QUIRE_SOURCE_MAPS';

/**
 * Content images are never inlined as data: URLs (Vite inlines files under 4 KB by default): the
 * docs promise fingerprinted files, and an inlined image would bloat the page chunk and the HTML.
 * Undefined keeps Vite's default for the theme's own assets.
 */
function contentAssetsNotInlined(contentDir: string): (file: string) => false | undefined {
  // Vite hands over '/'-separated ids
  const prefix = `${contentDir.split(sep).join('/')}/`;
  return (file) => (file.split(sep).join('/').startsWith(prefix) ? false : undefined);
}

/**
 * The Vite config of one build target; client and server share the site state of one process.
 * `outDir` is dist/ for the client and the build's own server bundle folder for the server. Neither
 * bundles a page: the client's route table imports the page chunks the build wrote (`chunks`, already
 * in outDir, which the build emptied itself), the server's asks the prerender for each page.
 */
export function viteBuildConfig(
  options: { state: SiteState; outDir: string } & ({ target: 'client'; chunks: Map<string, PageChunkUrls> } | { target: 'server' }),
): InlineConfig {
  const { state, target, outDir } = options;
  const root = state.root;
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    customLogger: createTerminalLogger('warn', { quietBuildFailure: true }),
    plugins: [
      react(),
      pureComponentWrappers(),
      siteIslands(state),
      siteGenerator({
        state,
        build: options.target === 'client' ? { target: 'client', chunks: options.chunks } : { target: 'server' },
      }),
    ],
    build:
      target === 'client'
        ? {
            outDir,
            emptyOutDir: false,
            manifest: true,
            assetsInlineLimit: contentAssetsNotInlined(state.contentDir),
            reportCompressedSize: false,
            // Page chunks carry their highlighted code as HTML (a long API page is large raw, small
            // gzipped) and load only on navigation; Vite's chunk size warning would fire on every build.
            // The first-visit JS has its own budget (tests/build/budget.test.ts).
            chunkSizeWarningLimit: 2048,
            // the build copies public/ itself, naming a file removed meanwhile (build/public-files.ts)
            copyPublicDir: false,
            // the bench's first-visit breakdown reads source maps the page never links to
            sourcemap: process.env[SOURCE_MAPS_ENV] === '1' ? 'hidden' : false,
            rolldownOptions: { input: resolve(root, 'client-entry.tsx'), checks: { bundlerTimings: false } },
          }
        : {
            outDir,
            emptyOutDir: true,
            ssr: resolve(root, 'server-entry.tsx'),
            assetsInlineLimit: contentAssetsNotInlined(state.contentDir),
            // the server imports the route table statically on purpose; the client loads it lazily
            rolldownOptions: { checks: { ineffectiveDynamicImport: false, bundlerTimings: false } },
            reportCompressedSize: false,
            copyPublicDir: false,
          },
  };
}

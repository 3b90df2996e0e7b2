/**
 * Dev: the browser's shared packages (React, react-dom, react-router) as the package build bundled
 * them (dev/dev-theme.ts, lib/theme/packages). Every import of one of them in the browser, from the
 * prebuilt theme, a page or a site's own component, resolves to that one file, so all run on one
 * React. Vite neither discovers nor pre-bundles them as a server starts; the packages only the
 * theme imports are inside its prebuilt files already, so there is nothing to scan for at start.
 *
 * A package of the site's own that imports one of them is still pre-bundled by Vite, with its import
 * of the shared package left out of that bundle (excluded) and resolved here as it is served.
 * The server render runs on Node's own copies of the packages: the browser's environment only.
 */
import type { Plugin } from 'vite';
import type { DevTheme } from '../dev/dev-theme';

export function prebuiltPackages(theme: DevTheme): Plugin {
  return {
    name: 'quire:prebuilt-packages',
    enforce: 'pre',
    config: {
      // after the React plugin's, which asks Vite to pre-bundle React: the one place it is bundled is ours
      order: 'post',
      async handler(config) {
        const shared = Object.keys((await theme.files()).packages);
        const optimizeDeps = (config.optimizeDeps ??= {});
        optimizeDeps.include = optimizeDeps.include?.filter((id) => !shared.includes(id));
        optimizeDeps.exclude = [...(optimizeDeps.exclude ?? []), ...shared];
        // no entry to scan: the theme's own packages are in its files, the site's are found as they are imported
        optimizeDeps.entries = [];
      },
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(id) {
      const { packages } = await theme.files();
      return Object.hasOwn(packages, id) ? packages[id] : undefined;
    },
  };
}

import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { rebuildThemeBundle, themeBundle, type ThemeBundle } from './theme-bundle';
import { devFileUrl } from './dev-urls';

/** The generator's modules that a theme bundle may hold, for when no bundle was made (it failed). */
const THEME_SOURCES = ['src', 'client-entry.tsx', 'server-entry.tsx'];

/**
 * Dev: the theme bundle a dev server serves (theme-bundle.ts), and what keeps it current: an edit of
 * a theme module rebuilds it and reloads the page, in the browser and in the server render.
 */
export class DevTheme {
  private current: Promise<ThemeBundle>;
  private sources = new Set<string>();

  constructor(private readonly root: string) {
    this.current = this.track(themeBundle(root));
  }

  private track(pending: Promise<ThemeBundle>): Promise<ThemeBundle> {
    pending.then((bundle) => (this.sources = new Set(bundle.sources))).catch(() => (this.sources = new Set()));
    return pending;
  }

  bundle(): Promise<ThemeBundle> {
    return this.current;
  }

  /**
   * Load the packages the server render imports (React's server renderer, the router, …) ahead of
   * its first import, while the server still starts: they are most of what that import waits for.
   * A failure is left to the render to report.
   */
  preloadServerPackages(): void {
    this.current.then((bundle) => import(pathToFileURL(bundle.serverPackages).href)).catch(() => {});
  }

  /** The URL Vite serves the browser's entry at, without the base (the document adds it). */
  async clientEntryUrl(): Promise<string> {
    return devFileUrl((await this.current).entries.client, this.root, '/');
  }

  private isThemeSource(file: string): boolean {
    if (file.endsWith('.css')) return false; // CSS is not in the bundle: Vite updates it in place
    if (this.sources.size > 0) return this.sources.has(file);
    return THEME_SOURCES.some((source) => {
      const path = join(this.root, source);
      return file === path || file.startsWith(path + sep);
    });
  }

  /**
   * Rebuild after an edit of a theme module; the old bundle's modules are dropped from the browser's
   * module graph (the server render imports the new bundle when it sees a new file).
   */
  private async rebuild(server: ViteDevServer): Promise<void> {
    const old = await this.current.catch(() => undefined);
    this.current = this.track(rebuildThemeBundle(this.root));
    await this.current.catch((error: Error) => server.config.logger.error(`theme bundle: ${error.message}`));
    if (!old) return;
    const graph = server.environments.client.moduleGraph;
    for (const mod of graph.idToModuleMap.values()) {
      if (mod.file?.startsWith(old.dir + sep)) graph.invalidateModule(mod);
    }
  }

  plugin(): Plugin {
    const theme = this;
    return {
      name: 'quire:dev-theme',
      apply: 'serve',
      async hotUpdate({ file, server }) {
        if (!theme.isThemeSource(file)) return undefined;
        if (this.environment.name !== 'client') return [];
        await theme.rebuild(server);
        this.environment.hot.send({ type: 'full-reload' });
        return [];
      },
    };
  }
}

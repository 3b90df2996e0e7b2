/**
 * Dev: the theme a dev server serves, as the package build made it (scripts/build-package.mjs,
 * lib/theme): client-entry.tsx, server-entry.tsx and the src/client modules they import, compiled
 * to plain JavaScript before the package is published, so a dev server neither bundles nor
 * transforms them.
 *
 * The browser's half is one entry file (and its lazy parts) with the packages only it uses:
 * `virtual:` modules, CSS and the shared packages stay imports, so Vite still serves them (the
 * theme's CSS from src/client with its hot updates; the site's data from the plugin). The shared
 * packages (React, react-dom, react-router) are bundled by the package build too, one file each,
 * which the theme, the pages and the site's components import alike: one React for all of them
 * (vite/prebuilt-packages.ts). The server's half is one file Node imports as it is (dev-render.ts).
 *
 * An edit of the theme's sources reaches a dev server once the package is built again and the
 * server restarted; an edit of its CSS is a hot update, as the CSS is served from its source.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { devFileUrl } from './dev-urls';
import { serverHalfFile } from '../page/server-half';

/** In the generator's folder: the theme's prebuilt halves. */
const THEME_DIR = 'lib/theme';
/** In the generator's folder: the browser's entry. */
const PREBUILT_CLIENT_ENTRY = `${THEME_DIR}/client/client-entry.js`;

/** A file of the prebuilt theme: already plain JavaScript, with no component of its own to hot-update. */
export const PREBUILT_THEME_FILE = /\/lib\/theme\//;

export interface PrebuiltTheme {
  /** absolute paths of the two halves' entries */
  entries: { client: string; server: string };
  /**
   * the stylesheets the browser's entry imports before it runs, in order, as root-relative URLs:
   * the CSS a page needs for its first paint
   */
  stylesheets: string[];
  /** the shared browser packages: import specifier (`react/jsx-runtime`) -> absolute path of its prebuilt file */
  packages: Record<string, string>;
}

interface ThemeManifest {
  stylesheets: string[];
  /** specifier -> file, relative to the theme's folder */
  packages: Record<string, string>;
}

async function readTheme(root: string): Promise<PrebuiltTheme> {
  const dir = join(root, THEME_DIR);
  let manifest: ThemeManifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'theme.json'), 'utf8')) as ThemeManifest;
    if (!manifest.packages) throw new Error('theme.json lists no shared packages');
  } catch (error) {
    throw new Error(`the package is not built (${(error as Error).message}): run npm run build:package`, { cause: error });
  }
  return {
    entries: { client: join(root, PREBUILT_CLIENT_ENTRY), server: serverHalfFile(root, 'development') },
    stylesheets: manifest.stylesheets,
    packages: Object.fromEntries(Object.entries(manifest.packages).map(([specifier, file]) => [specifier, join(dir, file)])),
  };
}

export class DevTheme {
  private readonly current: Promise<PrebuiltTheme>;

  constructor(private readonly root: string) {
    this.current = readTheme(root);
    // a failure is told to whoever asks for the theme (the first request), not as an unhandled rejection
    this.current.catch(() => {});
  }

  files(): Promise<PrebuiltTheme> {
    return this.current;
  }

  /** The URL Vite serves the browser's entry at, without the base (the document adds it). */
  async clientEntryUrl(): Promise<string> {
    return devFileUrl((await this.current).entries.client, this.root, '/');
  }
}

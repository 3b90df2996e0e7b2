// Dev serves the theme as the package build made it (lib/theme): one entry file for the browser,
// one module for the server render, and the theme's stylesheets named for the first paint.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DevTheme } from '../../../../src/node/dev/dev-theme';
import { clientLocale, clientSiteData, siteParts } from '../../../../src/node/site/client-site-data';
import { resolveConfig } from '../../../../src/shared/config';

const ROOT = resolve(import.meta.dirname, '../../../..');

describe('DevTheme', () => {
  it('serves the browser entry of the prebuilt theme from the root, its CSS and virtual modules left to Vite', async () => {
    const theme = new DevTheme(ROOT);
    expect(await theme.clientEntryUrl()).toBe('/lib/theme/client/client-entry.js');
    const { entries, stylesheets } = await theme.files();
    const client = readFileSync(entries.client, 'utf8');
    expect(client).toContain('from "virtual:site"');
    expect(client).toContain('import "/src/client/theme/styles.css"');
    // the theme's stylesheets, each a file of the generator's folder, the theme's own last
    expect(stylesheets.at(-1)).toBe('/src/client/theme/styles.css');
    for (const url of stylesheets) expect(existsSync(join(ROOT, url)), url).toBe(true);
  });

  it("bundles the browser's shared packages once, each a file of its own; the theme's other packages are in its files", async () => {
    const { entries, packages } = await new DevTheme(ROOT).files();
    expect(Object.keys(packages)).toEqual(
      expect.arrayContaining(['react', 'react/jsx-dev-runtime', 'react/compiler-runtime', 'react-dom/client', 'react-router']),
    );
    // React's CommonJS exports as ES named exports and as the default, as a site's component imports them
    const react = await import(/* @vite-ignore */ pathToFileURL(packages.react).href);
    expect(typeof react.useState).toBe('function');
    expect(react.default.useState).toBe(react.useState);
    // what the browser half still imports by name is a shared package or a module of the site's plugin
    const client = readFileSync(entries.client, 'utf8');
    const named = [...client.matchAll(/(?:from |import\()"([^"./][^"]*)"/g)].map((m) => m[1]).filter((id) => !id.startsWith('virtual:'));
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(Object.keys(packages), id).toContain(id);
  });

  it('hands the server half its input as it is imported: two instances, two sites', async () => {
    const { entries } = await new DevTheme(ROOT).files();
    const instance = async (n: number, title: string) => {
      const module = await import(/* @vite-ignore */ `${pathToFileURL(entries.server).href}?test=${n}`);
      const site = resolveConfig({ title, siteUrl: 'https://docs.test', locales: [{ lang: 'en' }] });
      const localeLoaders = { en: async () => clientLocale(site.locales[0]) };
      return module.createServerRender({
        siteData: clientSiteData(site),
        localeLoaders,
        siteParts: siteParts(site),
        routes: [],
        eagerIslands: {},
      });
    };
    const [a, b] = await Promise.all([instance(1, 'Alpha Docs'), instance(2, 'Beta Docs')]);
    expect((await a.render('/missing')).html).toContain('Alpha Docs');
    expect((await b.render('/missing')).html).toContain('Beta Docs');
  });

  it('a generator folder without the built package: a message that says how to build it', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'rp-dev-theme-'));
    try {
      await expect(new DevTheme(empty).files()).rejects.toThrow(/^the package is not built \(.*\): run npm run build:package$/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

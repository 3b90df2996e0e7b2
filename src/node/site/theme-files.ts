/**
 * The site's own styles (themeConfig.brand, themeConfig.customCss) as the `virtual:site-theme`
 * module, which the client entry imports after the theme's CSS: Vite bundles them into the same
 * stylesheet, so they load with it and win over it.
 */
import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { ConfigError } from '../../shared/config';
import type { SiteConfig } from '../../shared/types';

export const VIRTUAL_THEME_ID = 'virtual:site-theme';
export const VIRTUAL_BRAND_CSS_ID = 'virtual:site-brand.css';

/** The custom CSS file, resolved against the content folder (where site.config.ts is). */
export function customCssFile(site: Pick<SiteConfig, 'themeConfig'>, contentDir: string): string | undefined {
  const { customCss } = site.themeConfig;
  return customCss === undefined ? undefined : resolve(contentDir, customCss);
}

/** A customCss that names no file stops dev and build like any other config problem. */
/** `shownFrom`: the folder the file's name in the message is relative to. */
export function checkThemeFiles(site: Pick<SiteConfig, 'themeConfig'>, contentDir: string, shownFrom: string): void {
  const file = customCssFile(site, contentDir);
  if (file === undefined || (existsSync(file) && statSync(file).isFile())) return;
  const shown = relative(shownFrom, file).split(sep).join('/');
  throw new ConfigError([
    `themeConfig.customCss: no such file: ${shown} ('${site.themeConfig.customCss}' is relative to the folder of site.config.ts)`,
  ]);
}

/** `--rp-c-brand` of each theme the config sets; the theme derives the other shades from it. */
export function brandCss(site: Pick<SiteConfig, 'themeConfig'>): string {
  const { light, dark } = site.themeConfig.brand ?? {};
  return (
    [light ? `:root { --rp-c-brand: ${light}; }` : '', dark ? `html.dark { --rp-c-brand: ${dark}; }` : ''].filter(Boolean).join('\n') + '\n'
  );
}

/** The module importing the brand colours, then the custom CSS; empty when the config sets neither. */
export function siteThemeCode(site: Pick<SiteConfig, 'themeConfig'>, contentDir: string): string {
  const imports: string[] = [];
  if (site.themeConfig.brand) imports.push(VIRTUAL_BRAND_CSS_ID);
  const file = customCssFile(site, contentDir);
  if (file) imports.push(file.split(sep).join('/'));
  return imports.map((id) => `import ${JSON.stringify(id)};\n`).join('') || 'export {};\n';
}

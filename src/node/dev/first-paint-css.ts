import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { SiteState } from '../site/site-state';
import { brandCss, customCssFile } from '../site/theme-files';
import { FIRST_PAINT_CSS_ATTRIBUTE } from '../../shared/dev-events';
import { FIRST_PAINT_STYLE } from '../page/html';
import { renderTag } from '../page/head-tags';
import type { DevTheme } from './dev-theme';
import { devFileUrl } from './dev-urls';

/**
 * Dev: the styles of a page's first paint. Vite serves CSS to the browser as modules that add their
 * styles as the entry loads, so the server's HTML would show unstyled until then. The HTML carries
 * these styles itself (html.ts `firstPaintCss`), so the page paints styled as soon as it arrives,
 * without a stylesheet request waiting behind the transforms a first load sets off; the entry
 * removes them when its own styles are in.
 *
 * The theme's CSS, the brand colours and the site's custom CSS come in one style element, read from
 * the files as they are at each request. The theme's CSS is plain (no imports, no relative URLs).
 * Custom CSS that imports a file or names one by a relative URL is linked on its own and served by
 * Vite, so its URLs resolve from where it lies.
 */

/** Custom CSS that names other files (an import, a URL other than data:), which a stylesheet elsewhere would break. */
const NAMES_FILES = /@import|url\(\s*(?!["']?data:)/i;

function customCss(state: SiteState): { file: string; plain: string | undefined } | undefined {
  const file = customCssFile(state.site, state.contentDir);
  if (!file) return undefined;
  const text = readFileSync(file, 'utf8');
  return { file, plain: NAMES_FILES.test(text) ? undefined : text };
}

export interface FirstPaintStyles {
  /** the theme's stylesheets in the order its entry imports them, the brand colours, then the custom CSS when it is plain */
  css: string;
  /** the stylesheet links after them (custom CSS that names other files), base-less */
  links: string[];
}

/** A page's first paint styles, read from the files as they are now. */
export async function firstPaintStyles(state: SiteState, theme: DevTheme): Promise<FirstPaintStyles> {
  const { stylesheets } = await theme.files();
  const sheets = await Promise.all(stylesheets.map((url) => readFile(`${state.root}${url}`, 'utf8')));
  const custom = customCss(state);
  return {
    css: [...sheets, brandCss(state.site), custom?.plain ?? ''].join('\n'),
    links: custom && custom.plain === undefined ? [devFileUrl(custom.file, state.root, '/')] : [],
  };
}

/** The page's document with `css` in its first paint's style element. */
export function withFirstPaintStyle(html: string, css: string): string {
  return html.replace(FIRST_PAINT_STYLE, () => renderTag('style', { [FIRST_PAINT_CSS_ATTRIBUTE]: true }, css));
}

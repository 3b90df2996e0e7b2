import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Connect } from 'vite';
import { stripBase } from '../../shared/routes';
import type { SiteState } from '../site/site-state';
import { brandCss, customCssFile } from '../site/theme-files';
import type { DevTheme } from './dev-theme';
import { devFileUrl } from './dev-urls';

/**
 * Dev: the stylesheets of a page's first paint. Vite serves CSS to the browser as modules that add
 * their styles as the entry loads, so the server's HTML would show unstyled until then. Its links
 * (html.ts `firstPaintCss`) style it at once, and the entry removes them when its own styles are in.
 *
 * The theme's CSS, the brand colours and the site's custom CSS come as one stylesheet, read from
 * the files as they are when asked for: plain CSS needs none of Vite's work, and answering it does
 * not wait behind the transforms a first load sets off. The theme's CSS is plain (no imports, no
 * relative URLs). Custom CSS that imports a file or names one by a relative URL is linked on its
 * own and served by Vite, so its URLs resolve from where it lies.
 */
export const FIRST_PAINT_CSS_URL = '/@quire/first-paint.css';

/** Custom CSS that names other files (an import, a URL other than data:), which a stylesheet elsewhere would break. */
const NAMES_FILES = /@import|url\(\s*(?!["']?data:)/i;

function customCss(state: SiteState): { file: string; plain: string | undefined } | undefined {
  const file = customCssFile(state.site, state.contentDir);
  if (!file) return undefined;
  const text = readFileSync(file, 'utf8');
  return { file, plain: NAMES_FILES.test(text) ? undefined : text };
}

/** The stylesheet links for a page's first paint, base-less. */
export function firstPaintLinks(state: SiteState): string[] {
  const custom = customCss(state);
  return [FIRST_PAINT_CSS_URL, ...(custom && custom.plain === undefined ? [devFileUrl(custom.file, state.root, '/')] : [])];
}

/** The theme's stylesheets in the order its entry imports them, the brand colours, then the custom CSS when it is plain. */
export async function firstPaintCss(state: SiteState, theme: DevTheme): Promise<string> {
  const { stylesheets } = await theme.bundle();
  const sheets = await Promise.all(stylesheets.map((url) => readFile(`${state.root}${url}`, 'utf8')));
  return [...sheets, brandCss(state.site), customCss(state)?.plain ?? ''].join('\n');
}

export function createFirstPaintCssMiddleware(state: SiteState, theme: DevTheme): Connect.NextHandleFunction {
  return async (req, res, next) => {
    if (req.method !== 'GET' || stripBase((req.url ?? '/').split('?')[0], state.site.base) !== FIRST_PAINT_CSS_URL) return next();
    try {
      const css = await firstPaintCss(state, theme);
      res.setHeader('Content-Type', 'text/css; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(css);
    } catch (error) {
      next(error);
    }
  };
}

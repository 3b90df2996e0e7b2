import type { Connect } from 'vite';
import { mdUrlOfRoute, safeDecode, stripBase } from '../../shared/routes';
import { llmsFiles } from '../site/text-files';
import type { SiteState } from '../site/site-state';

const TEXT_TYPES: Record<string, string> = { md: 'text/markdown; charset=utf-8', txt: 'text/plain; charset=utf-8' };

/**
 * Dev: the files a build writes next to the pages, made from the pages as they are now: each page's
 * Markdown twin (/guide/a.md) and each language's llms.txt and llms-full.txt. So Copy Markdown and
 * Open in work while writing. A twin compiles its own page only; the llms files compile every page
 * once (shared with the page modules).
 */
export function createDevSiteFilesMiddleware(state: SiteState): Connect.NextHandleFunction {
  return async (req, res, next) => {
    // a query marks Vite's own requests for page modules (/content/en/a.md?import)
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url?.includes('?')) return next();
    const path = safeDecode(stripBase((req.url ?? '/').split(/[?#]/)[0], state.site.base));
    const extension = /\.(md|txt)$/.exec(path)?.[1];
    if (!extension) return next();
    try {
      const content = extension === 'md' ? await twinOf(state, path) : await llmsFileOf(state, path.slice(1));
      if (content === undefined) return next();
      res.setHeader('Content-Type', TEXT_TYPES[extension]);
      res.setHeader('Cache-Control', 'no-store');
      res.end(req.method === 'HEAD' ? undefined : content);
    } catch (error) {
      next(error);
    }
  };
}

async function twinOf(state: SiteState, path: string): Promise<string | undefined> {
  const route = state.routes.find((r) => mdUrlOfRoute(r.path) === path);
  return route ? (await state.compile(route)).markdown : undefined;
}

async function llmsFileOf(state: SiteState, file: string): Promise<string | undefined> {
  if (!/(^|\/)llms(-full)?\.txt$/.test(file)) return undefined;
  const { pages } = await state.compileAll();
  return llmsFiles(state.site, pages).find((entry) => entry.file === file)?.content;
}

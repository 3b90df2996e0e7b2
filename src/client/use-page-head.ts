/** The page's own head tags on client navigations (page-head.ts, loaded on demand). */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { lazyModule } from './lazy-module';
import { whenIdle } from './router/when-idle';
import { pageTitle } from '../shared/title';
import type { PageHeadInput } from '../shared/page-head';
import type { PageState } from './page-context';

// useLayoutEffect warns under renderToString; the effect below only matters in the browser.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const NO_SITE_HEAD = { meta: [], keys: [] };
const pageHead = lazyModule(() => import('./page-head'));

/** What the page's run of head tags is made of (shared/page-head.ts), as the server render reads it. */
function pageHeadInput({ site, locale, page, routePath }: PageState): PageHeadInput {
  const title = pageTitle({ page, site, locale });
  return { site, siteHead: site.headSeo ?? NO_SITE_HEAD, locale, page, routePath, alternates: page.alternates ?? [], title };
}

/**
 * The page's own head tags (front matter `head`, description, canonical and alternate links...)
 * after a client navigation: the first page's are in the prerendered HTML already.
 */
export function usePageHead(state: PageState): void {
  const shownHead = useRef<PageHeadInput | undefined>(undefined);
  useClientLayoutEffect(() => {
    const from = shownHead.current;
    const to = pageHeadInput(state);
    shownHead.current = to;
    if (!from) return;
    const loaded = pageHead.loaded();
    if (loaded) loaded.showPageHead(from, to);
    else
      void pageHead.load().then(
        (module) => module.showPageHead(from, to),
        () => undefined,
      );
  }, [state.page, state.lang]);
}

/** Fetch the head swap of a first client navigation before it is needed, once the browser is idle. */
export function warmPageHead(): void {
  whenIdle(() => void pageHead.load().catch(() => undefined));
}

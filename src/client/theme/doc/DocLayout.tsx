import { useEffect, useRef, useState } from 'react';
import { usePageState } from '../../page-context';
import { PageContent } from '../../content/PageContent';
import { attachZoom, detachZoom, ZOOM_ATTACH_DELAY_MS } from '../../content/zoom-behaviour';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useLayoutSwitches } from '../switches';
import { Overview } from '../overview/Overview';
import { PageTools } from '../page-tools/PageTools';
import { DocFooter } from './DocFooter';
import { Outline } from './Outline';
import { outlineEntries } from './outline-model';
import { ScrollToTop } from './ScrollToTop';
import { Sidebar } from './Sidebar';
import './doc.css';

type Drawer = 'sidebar' | 'outline' | null;

/** Mobile drawers: one open at a time, closed on route change and on Escape (focus back to its button). */
function useDrawer(routePath: string) {
  const [drawer, setDrawer] = useState<Drawer>(null);
  const buttons = useRef<HTMLDivElement>(null);
  useEffect(() => setDrawer(null), [routePath]);
  useBodyScrollLock(drawer === 'sidebar');
  useEffect(() => {
    if (!drawer) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setDrawer(null);
      buttons.current?.querySelector<HTMLElement>(`[aria-controls="rp-${drawer}"]`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawer]);
  return { drawer, setDrawer, buttons };
}

/** Image zoom for the content, attached 100 ms after each page change (SPEC 4). */
function useImageZoom(routePath: string) {
  useEffect(() => {
    const timer = setTimeout(() => void attachZoom(), ZOOM_ATTACH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      detachZoom();
    };
  }, [routePath]);
}

/**
 * Doc pages: sidebar, content (page tools, the page's Markdown, the overview), doc footer and
 * outline. Below 960 px (1280 px with an outline) sidebar and outline become drawers opened from a
 * 46 px bar under the navbar.
 */
export function DocLayout() {
  const { page, sidebar, routePath, locale, site } = usePageState();
  const switches = useLayoutSwitches();
  const { drawer, setDrawer, buttons } = useDrawer(routePath);
  useImageZoom(routePath);
  const hasSidebar = switches.sidebar && sidebar.length > 0;
  const hasOutline = switches.outline && outlineEntries(page.toc).length > 0;
  const toggle = (which: Drawer) => setDrawer(drawer === which ? null : which);
  const classes = ['rp-doc-layout', hasSidebar && 'rp-has-sidebar', hasOutline && 'rp-has-outline'].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      {hasSidebar || hasOutline ? (
        <div className="rp-doc-bar" data-fixed-bar="" ref={buttons}>
          {hasSidebar ? (
            <button type="button" className="rp-doc-bar-button" aria-expanded={drawer === 'sidebar'} aria-controls="rp-sidebar" onClick={() => toggle('sidebar')}>
              <span className="rp-doc-bar-menu-icon" aria-hidden="true" />
              {locale.menuTitle}
            </button>
          ) : null}
          {hasOutline ? (
            <button type="button" className="rp-doc-bar-button rp-doc-bar-outline" aria-expanded={drawer === 'outline'} aria-controls="rp-outline" onClick={() => toggle('outline')}>
              {locale.outlineTitle}
              <span className="rp-doc-bar-chevron" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
      {hasSidebar ? (
        <div id="rp-sidebar" className="rp-sidebar" data-open={drawer === 'sidebar' ? '' : undefined}>
          <Sidebar items={sidebar} routePath={routePath} label={locale.sidebarText} />
        </div>
      ) : null}
      <div className="rp-doc-column">
        <article className="rp-doc">
          <PageTools />
          {page.frontmatter.overview && !page.headingTitle ? <h1>{page.title || locale.overview.titleText}</h1> : null}
          <PageContent />
          {page.frontmatter.overview ? <Overview /> : null}
        </article>
        {switches.footer ? <DocFooter /> : null}
      </div>
      {hasOutline ? (
        <div id="rp-outline" className="rp-outline-aside" data-open={drawer === 'outline' ? '' : undefined}>
          <Outline onNavigate={() => setDrawer(null)} />
        </div>
      ) : null}
      {drawer ? <div className="rp-drawer-backdrop" onClick={() => setDrawer(null)} /> : null}
      {site.themeConfig.enableScrollToTop ? <ScrollToTop label={locale.scrollToTopText} /> : null}
    </div>
  );
}

import { memo, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageState } from '../../page-context';
import { PageContent } from '../../content/PageContent';
import { attachPageZoom, detachPageZoom, ZOOM_ATTACH_DELAY_MS } from '../../content/zoom-trigger';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useLayoutSwitches } from '../switches';
import { MainContent } from '../MainContent';
import { Overview } from '../overview/Overview';
import { PageTools } from '../page-tools/PageTools';
import { DraftNotice } from './DraftNotice';
import { TranslationNotice } from './TranslationNotice';
import { VersionNotice } from './VersionNotice';
import { DocFooter } from './DocFooter';
import { Outline } from './Outline';
import { outlineEntries } from './outline-model';
import { ScrollToTop } from './ScrollToTop';
import { Sidebar } from './Sidebar';
import { useSameWhileEqual } from '../hooks/use-same-while-equal';
import { useReadingPosition } from './use-reading-position';
import './doc.css';

type Drawer = 'sidebar' | 'outline' | null;

/**
 * Mobile drawers: one open at a time. Opening one moves focus to its first link; Escape and the
 * backdrop close it and give focus back to its button; a route change closes both, a hash change the
 * outline.
 */
function useDrawer(routePath: string, hash: string) {
  const [drawer, setDrawer] = useState<Drawer>(null);
  const buttons = useRef<HTMLElement>(null);
  useEffect(() => setDrawer(null), [routePath]);
  useEffect(() => setDrawer((open) => (open === 'outline' ? null : open)), [hash]);
  useBodyScrollLock(drawer === 'sidebar');
  useEffect(() => {
    if (drawer) document.getElementById(`rp-${drawer}`)?.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
  }, [drawer]);
  const closeToButton = () => {
    if (!drawer) return;
    setDrawer(null);
    // no scroll: the button sits in a sticky bar, which scroll-padding-top counts as covered
    buttons.current?.querySelector<HTMLElement>(`[aria-controls="rp-${drawer}"]`)?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (!drawer) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeToButton();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawer]);
  return { drawer, setDrawer, buttons, closeToButton };
}

/** The reading progress as a ring (decorative: the button's text says where the reader is). */
function ProgressCircle({ progress }: { progress: number }) {
  const circumference = 2 * Math.PI * 7;
  return (
    <svg className="rp-doc-bar-progress" width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <circle cx="9" cy="9" r="7" fill="none" strokeWidth="2" className="rp-doc-bar-progress-track" />
      <circle
        cx="9"
        cy="9"
        r="7"
        fill="none"
        strokeWidth="2"
        className="rp-doc-bar-progress-value"
        strokeDasharray={circumference.toFixed(2)}
        strokeDashoffset={(circumference * (1 - progress)).toFixed(2)}
        transform="rotate(-90 9 9)"
      />
    </svg>
  );
}

/** Image zoom for the content, attached 100 ms after each page change. */
function useImageZoom(routePath: string) {
  useEffect(() => {
    const timer = setTimeout(() => attachPageZoom(), ZOOM_ATTACH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      detachPageZoom();
    };
  }, [routePath]);
}

/**
 * The page's title as its heading when its Markdown has no h1: the front matter's `title` (unless
 * `hide_title`), or an overview's title. A page with neither shows none.
 */
function TitleHeading() {
  const { page, locale } = usePageState();
  const { frontmatter } = page;
  if (page.headingTitle || frontmatter.hide_title) return null;
  if (frontmatter.title) return <h1>{frontmatter.title}</h1>;
  return frontmatter.overview ? <h1>{page.title || locale.overview.titleText}</h1> : null;
}

// a long sidebar is rendered again only when its items or the current page change
const SectionSidebar = memo(Sidebar);

/**
 * Doc pages: sidebar, content (page tools, the page's Markdown, the overview), doc footer and
 * outline. Only the content and its footer are the main landmark: the bar, the sidebar and the
 * outline are navigation landmarks of their own beside it, so skipping to the content skips them. Below 960 px (1280 px with an outline) sidebar and outline become drawers opened from a
 * 46 px bar under the navbar.
 */
export function DocLayout() {
  const { page, sidebar: sectionSidebar, routePath, locale, site } = usePageState();
  const sidebar = useSameWhileEqual(sectionSidebar);
  const switches = useLayoutSwitches();
  const { hash } = useLocation();
  const { drawer, setDrawer, buttons, closeToButton } = useDrawer(routePath, hash);
  const position = useReadingPosition(page.toc, page.frontmatter.outline);
  useImageZoom(routePath);
  const hasSidebar = switches.sidebar && sidebar.length > 0;
  const hasOutline = switches.outline && outlineEntries(page.toc, page.frontmatter.outline).length > 0;
  const toggle = (which: Drawer) => setDrawer(drawer === which ? null : which);
  const classes = ['rp-doc-layout', hasSidebar && 'rp-has-sidebar', hasOutline && 'rp-has-outline'].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      {hasSidebar || hasOutline ? (
        <nav className="rp-doc-bar" data-fixed-bar="" aria-label={locale.menuTitle} ref={buttons}>
          {hasSidebar ? (
            <button
              type="button"
              className="rp-doc-bar-button"
              aria-expanded={drawer === 'sidebar'}
              aria-controls="rp-sidebar"
              onClick={() => toggle('sidebar')}
            >
              <span className="rp-doc-bar-menu-icon" aria-hidden="true" />
              {locale.menuTitle}
            </button>
          ) : null}
          {hasOutline ? (
            <button
              type="button"
              className="rp-doc-bar-button rp-doc-bar-outline"
              aria-expanded={drawer === 'outline'}
              aria-controls="rp-outline"
              onClick={() => toggle('outline')}
            >
              <span className="rp-doc-bar-outline-text">{position.passed?.text ?? locale.outlineTitle}</span>
              <ProgressCircle progress={position.progress} />
              <span className="rp-doc-bar-chevron" aria-hidden="true" />
            </button>
          ) : null}
        </nav>
      ) : null}
      {hasSidebar ? (
        <div id="rp-sidebar" className="rp-sidebar" data-open={drawer === 'sidebar' ? '' : undefined}>
          <SectionSidebar items={sidebar} routePath={routePath} label={locale.sidebarText} />
        </div>
      ) : null}
      <MainContent className="rp-doc-column">
        <article className="rp-doc">
          <PageTools />
          {/* one slot for the notices: a slot more would change the ids React makes for the content */}
          {page.draft ? (
            <DraftNotice />
          ) : (
            <>
              <VersionNotice />
              <TranslationNotice />
            </>
          )}
          <TitleHeading />
          <PageContent />
          {page.frontmatter.overview ? <Overview /> : null}
        </article>
        {switches.footer ? <DocFooter /> : null}
        {site.themeConfig.enableScrollToTop ? <ScrollToTop label={locale.scrollToTopText} /> : null}
      </MainContent>
      {hasOutline ? (
        <div id="rp-outline" className="rp-outline-aside" data-open={drawer === 'outline' ? '' : undefined}>
          <Outline position={position} onNavigate={() => setDrawer(null)} />
        </div>
      ) : null}
      {drawer ? <div className="rp-drawer-backdrop" onClick={closeToButton} /> : null}
    </div>
  );
}

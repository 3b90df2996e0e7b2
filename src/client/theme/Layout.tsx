import type { MouseEvent } from 'react';
import { usePageState } from '../page-context';
import { PageContent } from '../content/PageContent';
import { useThemeSync } from './appearance/use-theme-sync';
import { Nav } from './nav/Nav';
import { DocLayout } from './doc/DocLayout';
import { Home } from './home/Home';
import { MainContent } from './MainContent';
import { NotFound } from './not-found/NotFound';
import { useLayoutSwitches } from './switches';

/** Skip link target: moving focus (not only scrolling) makes the next Tab continue inside the page. */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  e.preventDefault();
  main.focus();
}

function Footer() {
  const { footer } = usePageState().site.themeConfig;
  if (!footer?.message && !footer?.copyright) return null;
  return (
    <footer className="rp-footer">
      {footer.message ? <p className="rp-footer-message">{footer.message}</p> : null}
      {footer.copyright ? <p className="rp-footer-copyright">{footer.copyright}</p> : null}
    </footer>
  );
}

/**
 * Page chrome by page type: blank and custom pages get none. The skip link is the first focusable
 * element; navbar and footer follow the layout switches (query and front matter) and hideNavbar.
 * Doc pages place their own main landmark, so that the sidebar stays outside it.
 */
export function Layout() {
  const { page, locale, site } = usePageState();
  const switches = useLayoutSwitches();
  useThemeSync(site.themeConfig.darkMode);
  if (page.pageType === 'blank' || page.pageType === 'custom') {
    return (
      <main id="main">
        <PageContent className="rp-blank-content" />
      </main>
    );
  }
  const navbar = switches.navbar && site.themeConfig.hideNavbar !== 'always';
  return (
    <div className={`rp-layout${navbar ? '' : ' rp-layout-no-nav'}`}>
      <a className="rp-skip-link" href="#main" onClick={skipToMain}>
        {locale.skipToContentText}
      </a>
      {navbar ? <Nav /> : null}
      {page.pageType === '404' || page.pageType === 'home' ? (
        <MainContent className="rp-main">{page.pageType === '404' ? <NotFound /> : <Home />}</MainContent>
      ) : (
        <DocLayout />
      )}
      {switches.footer ? <Footer /> : null}
    </div>
  );
}

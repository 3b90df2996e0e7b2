import { usePageState } from '../page-context';
import { PageContent } from '../content/PageContent';
import { Nav } from './nav/Nav';
import { DocLayout } from './doc/DocLayout';
import { Home } from './home/Home';
import { NotFound } from './not-found/NotFound';

/** Page chrome by page type: blank and custom pages get none. */
export function Layout() {
  const { page, locale, site } = usePageState();
  if (page.pageType === 'blank' || page.pageType === 'custom') {
    return (
      <main id="main">
        <PageContent className="rp-blank-content" />
      </main>
    );
  }
  return (
    <div className="rp-layout">
      <a className="rp-skip-link" href="#main">
        {locale.lang === 'zh' ? '跳到正文' : 'Skip to content'}
      </a>
      <Nav />
      <main id="main" tabIndex={-1} className="rp-main">
        {page.pageType === '404' ? <NotFound /> : page.pageType === 'home' ? <Home /> : <DocLayout />}
      </main>
      {site.themeConfig.footer?.copyright ? <footer className="rp-footer">{site.themeConfig.footer.copyright}</footer> : null}
    </div>
  );
}

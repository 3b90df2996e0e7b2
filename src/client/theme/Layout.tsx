import { usePageState } from '../page-context';
import { PageContent } from '../content/PageContent';
import { Link } from '../router/Link';
import { NotFound } from './NotFound';
import { Home } from './Home';

/** Minimal layout: header with the site title and nav, the content, a footer. The full theme replaces it. */
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
      <header className="rp-nav" data-fixed-bar>
        <Link className="rp-nav-title" href={locale.langRoutePrefix + '/'}>
          {site.logoText || site.title}
        </Link>
        <nav aria-label={locale.lang === 'zh' ? '主导航' : 'Main'}>
          {locale.nav.map((item) => (
            <Link key={item.text} href={item.link}>
              {item.text}
            </Link>
          ))}
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="rp-main">
        {page.pageType === '404' ? <NotFound /> : page.pageType === 'home' ? <Home /> : null}
        {page.pageType === 'doc' ? (
          <article className="rp-doc">
            <PageContent />
          </article>
        ) : null}
      </main>
      {site.themeConfig.footer?.copyright ? <footer className="rp-footer">{site.themeConfig.footer.copyright}</footer> : null}
    </div>
  );
}

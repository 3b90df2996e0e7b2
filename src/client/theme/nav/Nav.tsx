import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';

/** The top navigation bar (the theme fills this in). */
export function Nav() {
  const { locale, site } = usePageState();
  return (
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
  );
}

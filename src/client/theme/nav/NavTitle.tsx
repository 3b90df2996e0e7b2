import { withBase } from '../../../shared/routes';
import { versionPrefix } from '../../../shared/versions';
import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';

/**
 * Logo and site name, linking to the home of the page's language and version. A logo with light and dark
 * variants renders both; CSS shows the one for the current theme (no flash, no JS).
 */
export function NavTitle() {
  const { site, locale, page } = usePageState();
  const text = site.logoText || (site.logo ? '' : locale.title || site.title);
  // with a visible name the logo is decoration; alone it carries the name
  const alt = text ? '' : site.title;
  const src = (path: string) => withBase(path, site.base);
  const logo = site.logo;
  return (
    <Link className="rp-nav-title" href={`${versionPrefix(page.version, site.multiVersion.default)}${locale.langRoutePrefix}/`}>
      {typeof logo === 'string' ? (
        logo ? (
          <img className="rp-nav-logo" src={src(logo)} alt={alt} height={32} />
        ) : null
      ) : (
        <>
          <img className="rp-nav-logo rp-logo-light" src={src(logo.light)} alt={alt} height={32} />
          <img className="rp-nav-logo rp-logo-dark" src={src(logo.dark)} alt={alt} height={32} />
        </>
      )}
      {text ? <span>{text}</span> : null}
    </Link>
  );
}

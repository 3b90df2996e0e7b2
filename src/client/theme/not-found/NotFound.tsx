import { useEffect } from 'react';
import { sameOriginUrl } from '../../../shared/same-origin-url';
import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { defaultLangRedirect, notFoundHomeLink } from './not-found-rules';
import './not-found.css';

/**
 * '404', the not-found text and a link home in the page's language (guessed from the
 * path). A path under the site language's own segment ('/en/x') is replaced by the path without it.
 */
export function NotFound() {
  const { site, locale, page } = usePageState();
  useEffect(() => {
    const { pathname, search, hash, href } = window.location;
    const target = defaultLangRedirect(pathname, site);
    // '/en//evil.example/x' would give '//evil.example/x': only a same-origin URL is followed
    const url = target && sameOriginUrl(target + search + hash, href);
    if (url) window.location.replace(url);
  }, [site]);
  return (
    <div className="rp-not-found">
      <p className="rp-not-found-code">404</p>
      <h1 className="rp-not-found-title">{locale.notFoundText}</h1>
      <hr />
      <Link className="rp-not-found-home" href={notFoundHomeLink({ site, lang: page.lang, version: page.version })}>
        {locale.takeMeHomeText}
      </Link>
    </div>
  );
}

import { useEffect } from 'react';
import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { notFoundHomeLink, defaultLangRedirect } from './not-found-rules';

const TEXT = {
  en: { notFound: 'PAGE NOT FOUND', home: 'Take me home' },
  zh: { notFound: '页面未找到', home: '返回首页' },
} as const;

export function NotFound() {
  const { site, lang, page } = usePageState();
  useEffect(() => {
    const target = defaultLangRedirect(window.location.pathname, site);
    if (target) window.location.replace(target + window.location.search + window.location.hash);
  }, [site]);
  const text = TEXT[lang];
  return (
    <div className="rp-not-found">
      <p className="rp-not-found-code">404</p>
      <h1>{text.notFound}</h1>
      <hr />
      <Link href={notFoundHomeLink({ site, lang, version: page.version })} aria-label={lang === 'zh' ? '返回首页' : 'go to home'}>
        {text.home}
      </Link>
    </div>
  );
}

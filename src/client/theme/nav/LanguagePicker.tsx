import type { Lang } from '../../../shared/types';
import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { useHydratedSearch } from '../hooks/use-hydrated-search';
import { Dropdown } from './Dropdown';
import { languagePath } from './nav-links';

export interface LanguageLink {
  lang: Lang;
  label: string;
  /** base-less target with the current query string */
  href: string;
  current: boolean;
}

/** One entry per locale: the same page in that language, or its home when there is no twin. */
export function useLanguageLinks(): LanguageLink[] {
  const { site, lang, routePath, page } = usePageState();
  const search = useHydratedSearch();
  return site.locales.map((locale) => ({
    lang: locale.lang,
    label: locale.label,
    current: locale.lang === lang,
    href:
      languagePath({
        toLang: locale.lang,
        locales: site.locales,
        alternates: page.alternates,
        routePath,
        version: page.version,
        defaultVersion: site.multiVersion.default,
      }) + search,
  }));
}

/** The links of a language list: the current language is plain text, the others alternate links. */
export function LanguageItems({ links, className }: { links: LanguageLink[]; className: string }) {
  return links.map((link) =>
    link.current ? (
      <li key={link.lang}>
        <span className={`${className} rp-menu-current`} lang={link.lang} aria-current="true">
          {link.label}
        </span>
      </li>
    ) : (
      <li key={link.lang}>
        <Link className={className} href={link.href} lang={link.lang} hrefLang={link.lang} rel="alternate">
          {link.label}
        </Link>
      </li>
    ),
  );
}

/** Navbar language menu, shown when the site has more than one locale. */
export function LanguagePicker() {
  const { locale, site } = usePageState();
  const links = useLanguageLinks();
  if (site.locales.length < 2) return null;
  return (
    <Dropdown
      className="rp-nav-language"
      align="right"
      ariaLabel={`${locale.languagesText}: ${locale.label}`}
      label={
        <>
          <span className="rp-icon rp-icon-language" aria-hidden="true" />
          <span className="rp-nav-language-label">{locale.label}</span>
        </>
      }
    >
      <ul className="rp-menu-list">
        <LanguageItems links={links} className="rp-menu-item" />
      </ul>
    </Dropdown>
  );
}

import type { NavItem } from '../../../shared/types';
import { usePageState } from '../../page-context';
import { ThemeToggle } from '../appearance/ThemeToggle';
import { LanguageItems, useLanguageLinks } from './LanguagePicker';
import { NavLink } from './NavMenu';
import { isNavItemActive } from './nav-links';
import { SocialLinks } from './SocialLinks';
import { VersionItems, useVersionLinks } from './VersionPicker';

/** A nav entry of the panel; a group is a native disclosure, open when it holds the current page. */
function PanelItem({ item, path }: { item: NavItem; path: string }) {
  if (!item.items?.length) return <NavLink item={item} path={path} className="rp-nav-screen-link" />;
  return (
    <details className="rp-nav-screen-group" open={isNavItemActive(item, path)}>
      <summary className="rp-nav-screen-link">{item.text}</summary>
      <ul>
        {item.link ? (
          <li>
            <NavLink item={{ ...item, items: undefined }} path={path} className="rp-nav-screen-link" />
          </li>
        ) : null}
        {item.items.map((child, i) => (
          <li key={`${i}-${child.text}`}>
            <PanelItem item={child} path={path} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The full-screen menu below the bar: nav items, theme, language and version rows, social links. */
export function MobilePanel({ id }: { id: string }) {
  const { site, locale, routePath } = usePageState();
  const languages = useLanguageLinks();
  const versions = useVersionLinks();
  return (
    <div className="rp-nav-screen" id={id}>
      <ul className="rp-nav-screen-menu">
        {locale.nav.map((item, i) => (
          <li key={`${i}-${item.text}`}>
            <PanelItem item={item} path={routePath} />
          </li>
        ))}
      </ul>
      {site.themeConfig.darkMode ? (
        <div className="rp-nav-screen-row">
          <span>{locale.themeText}</span>
          <ThemeToggle />
        </div>
      ) : null}
      {languages.length > 1 ? (
        <div className="rp-nav-screen-row">
          <span>{locale.languagesText}</span>
          <ul className="rp-nav-screen-choices">
            <LanguageItems links={languages} className="rp-nav-screen-choice" />
          </ul>
        </div>
      ) : null}
      {versions.length > 1 ? (
        <div className="rp-nav-screen-row">
          <span>{locale.versionsText}</span>
          <ul className="rp-nav-screen-choices">
            <VersionItems links={versions} className="rp-nav-screen-choice" />
          </ul>
        </div>
      ) : null}
      <SocialLinks all />
    </div>
  );
}

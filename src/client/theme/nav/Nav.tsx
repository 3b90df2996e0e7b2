import { useId } from 'react';
import { NAVBAR_END_ID } from '../../../shared/dom-ids';
import { usePageState } from '../../page-context';
import { SearchButton } from '../../search/SearchButton';
import { ThemeToggle } from '../appearance/ThemeToggle';
import { EcosystemMenu } from '../ecosystem/EcosystemMenu';
import { useNavbarScroll } from '../hooks/use-navbar-scroll';
import { LanguagePicker } from './LanguagePicker';
import { MenuButton, useMobileMenu } from './MobileNav';
import { MobilePanel } from './MobilePanel';
import { NavMenu } from './NavMenu';
import { NavTitle } from './NavTitle';
import { SocialLinks } from './SocialLinks';
import { VersionPicker } from './VersionPicker';
import './nav.css';

/**
 * The fixed top bar. Left: title and left items; right: search, right items,
 * then language, version, theme and social links, which below 768 px move into the full-screen
 * menu behind the hamburger. `data-fixed-bar` makes hash scrolling leave room for it.
 */
export function Nav() {
  const { site, page, locale, lang } = usePageState();
  const { themeConfig } = site;
  const [hidden, reveal] = useNavbarScroll(themeConfig.hideNavbar === 'scroll');
  const menu = useMobileMenu();
  const panelId = useId();
  const classes = ['rp-nav', page.pageType === 'home' ? 'rp-nav-home' : '', hidden ? 'rp-nav-hidden' : '', menu.open ? 'rp-nav-open' : ''];
  return (
    <>
      <header className={classes.filter(Boolean).join(' ')} data-fixed-bar="" onFocus={reveal}>
        <nav className="rp-nav-bar" aria-label={locale.mainNavText}>
          <div className="rp-nav-side">
            {themeConfig.ecosystem?.menu ? <EcosystemMenu ecosystem={themeConfig.ecosystem} lang={lang} locale={locale} /> : null}
            <NavTitle />
            <NavMenu position="left" />
          </div>
          <div className="rp-nav-side rp-nav-side-right">
            {themeConfig.search ? <SearchButton /> : null}
            <NavMenu position="right" />
            <div className="rp-nav-others">
              <LanguagePicker />
              <VersionPicker />
              {themeConfig.darkMode ? <ThemeToggle /> : null}
              <SocialLinks />
            </div>
            <MenuButton open={menu.open} onClick={menu.toggle} controls={panelId} />
          </div>
        </nav>
        <span id={NAVBAR_END_ID} hidden />
      </header>
      {menu.open ? <MobilePanel id={panelId} /> : null}
    </>
  );
}

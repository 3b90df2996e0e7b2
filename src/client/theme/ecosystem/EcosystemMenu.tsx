import { useLocation } from 'react-router';
import { siteData } from 'virtual:site';
import { withBase } from '../../../shared/routes';
import type { Ecosystem, Lang } from '../../../shared/types';
import { Popover } from '../ui/Popover';
import { ecosystemLang, logoStyle, textIn } from './tools';
import './ecosystem.css';

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
      {[2, 8, 14].flatMap((y) => [2, 8, 14].map((x) => <rect key={`${x}${y}`} x={x} y={y} width="4" height="4" rx="1" />))}
    </svg>
  );
}

/** The dropdown's panel: rendered only while open. */
function EcosystemPanel({ ecosystem, lang }: { ecosystem: Ecosystem; lang: Lang }) {
  const { base } = siteData.config;
  const headerLogo = ecosystem.logo ? <img src={withBase(ecosystem.logo, base)} alt="" width={24} height={24} /> : null;
  return (
    <>
      {ecosystem.link ? (
        <a className="rp-eco-menu-header" href={ecosystem.link} target="_blank" rel="noopener noreferrer">
          {headerLogo}
          {ecosystem.title}
        </a>
      ) : (
        <p className="rp-eco-menu-header">
          {headerLogo}
          {ecosystem.title}
        </p>
      )}
      <ul className="rp-eco-menu-list">
        {ecosystem.items.map((item) => (
          <li key={item.name}>
            <a className="rp-eco-menu-item" href={item.link} target="_blank" rel="noopener noreferrer">
              <img src={withBase(item.logo, base)} alt="" width={32} height={32} loading="lazy" style={logoStyle(item.logoScale)} />
              <span>
                <span className="rp-eco-menu-name">{item.name}</span>
                <span className="rp-eco-menu-role">{textIn(item.role, lang)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The grid icon before the site title (themeConfig.ecosystem): a dropdown of the items, opened on
 * hover (or on the `trigger` given), placed bottom-left. Language: `lang`, else 'zh' when the path
 * contains 'zh'.
 */
export function EcosystemMenu({ ecosystem, lang, trigger = 'hover' }: { ecosystem: Ecosystem; lang?: Lang; trigger?: 'hover' | 'click' }) {
  const { pathname } = useLocation();
  const language = ecosystemLang(lang, pathname);
  return (
    <Popover
      trigger={trigger}
      placement="bottom-start"
      className="rp-eco-menu"
      content={() => <EcosystemPanel ecosystem={ecosystem} lang={language} />}
    >
      <button type="button" className="rp-eco-menu-button" aria-label={textIn(ecosystem.label, language) || ecosystem.title}>
        <GridIcon />
      </button>
    </Popover>
  );
}

import { useLocation } from 'react-router';
import { siteData } from 'virtual:site';
import { withBase } from '../../../shared/routes';
import type { Lang } from '../../../shared/types';
import { Popover } from '../ui/Popover';
import { AWESOME_RSTACK, ecosystemLang, RSTACK_LOGO, RSTACK_ORG_URL, RSTACK_TOOLS } from './tools';
import './ecosystem.css';

const LABEL: Record<Lang, string> = { en: 'Rstack toolchain', zh: 'Rstack 工具链' };

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
      {[2, 8, 14].flatMap((y) => [2, 8, 14].map((x) => <rect key={`${x}${y}`} x={x} y={y} width="4" height="4" rx="1" />))}
    </svg>
  );
}

/** The dropdown's panel: rendered only while open. */
function EcosystemPanel({ lang }: { lang: Lang }) {
  const { base } = siteData.config;
  return (
    <>
      <a className="rp-eco-menu-header" href={RSTACK_ORG_URL} target="_blank" rel="noopener noreferrer">
        <img src={withBase(RSTACK_LOGO, base)} alt="" width={24} height={24} />
        Rstack
      </a>
      <ul className="rp-eco-menu-list">
        {[...RSTACK_TOOLS, AWESOME_RSTACK].map((tool) => (
          <li key={tool.name}>
            <a className="rp-eco-menu-item" href={lang === 'en' ? tool.urlEn : tool.url} target="_blank" rel="noopener noreferrer">
              <img src={withBase(tool.logo, base)} alt="" width={32} height={32} loading="lazy" style={tool.logoScale ? { scale: String(tool.logoScale) } : undefined} />
              <span>
                <span className="rp-eco-menu-name">{tool.name}</span>
                <span className="rp-eco-menu-role">{lang === 'en' ? tool.roleEn : tool.role}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The grid icon before the site title: a dropdown of the Rstack tools, opened on hover
 * (or on the `trigger` given), placed bottom-left. Language: `lang`, else 'zh' when the path contains 'zh'.
 */
export function EcosystemMenu({ lang, trigger = 'hover' }: { lang?: Lang; trigger?: 'hover' | 'click' }) {
  const { pathname } = useLocation();
  const language = ecosystemLang(lang, pathname);
  return (
    <Popover trigger={trigger} placement="bottom-start" className="rp-eco-menu" content={() => <EcosystemPanel lang={language} />}>
      <button type="button" className="rp-eco-menu-button" aria-label={LABEL[language]}>
        <GridIcon />
      </button>
    </Popover>
  );
}

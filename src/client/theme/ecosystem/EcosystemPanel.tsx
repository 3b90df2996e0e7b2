import { siteData } from 'virtual:site';
import { withBase } from '../../../shared/routes';
import type { Ecosystem, Lang } from '../../../shared/types';
import { logoStyle, textIn } from './tools';

/** The ecosystem menu's panel: a header (a link when the ecosystem has one) and a link per item. */
export function EcosystemPanel({ ecosystem, lang }: { ecosystem: Ecosystem; lang: Lang }) {
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

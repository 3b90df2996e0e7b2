import { siteData } from 'virtual:site';
import { withBase } from '../../../shared/routes';
import type { Ecosystem, Lang } from '../../../shared/types';
import { hostOf, logoStyle, textIn } from './tools';

/**
 * Home page section (themeConfig.ecosystem): its title, tagline and a card per item, each opening
 * in a new tab; items with `landing: false` are only in the menu.
 */
export function EcosystemLanding({ ecosystem, lang }: { ecosystem: Ecosystem; lang: Lang }) {
  const { base } = siteData.config;
  const tagline = textIn(ecosystem.tagline, lang);
  return (
    <section className="rp-eco" aria-labelledby="rp-eco-title">
      <h2 id="rp-eco-title" className="rp-eco-title">
        {ecosystem.title}
      </h2>
      {tagline ? <p className="rp-eco-tagline">{tagline}</p> : null}
      <ul className="rp-eco-grid">
        {ecosystem.items
          .filter((item) => item.landing)
          .map((item) => (
            <li key={item.name}>
              <a className="rp-eco-card" href={item.link} target="_blank" rel="noopener noreferrer">
                <img src={withBase(item.logo, base)} alt="" width={48} height={48} loading="lazy" style={logoStyle(item.logoScale)} />
                <span className="rp-eco-name">{item.name}</span>
                <span className="rp-eco-desc">{textIn(item.description, lang)}</span>
                <span className="rp-eco-url">{hostOf(item.link)}</span>
              </a>
            </li>
          ))}
      </ul>
    </section>
  );
}

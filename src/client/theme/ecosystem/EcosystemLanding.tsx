import { siteData } from 'virtual:site';
import { withBase } from '../../../shared/routes';
import type { Lang } from '../../../shared/types';
import { hostOf, RSTACK_TAGLINE, RSTACK_TOOLS } from './tools';

/** Home page section: 'Rstack', a tagline and the seven tool cards (each opens in a new tab). */
export function EcosystemLanding({ lang }: { lang: Lang }) {
  const { base } = siteData.config;
  return (
    <section className="rp-eco" aria-labelledby="rp-eco-title">
      <h2 id="rp-eco-title" className="rp-eco-title">
        Rstack
      </h2>
      <p className="rp-eco-tagline">{RSTACK_TAGLINE[lang]}</p>
      <ul className="rp-eco-grid">
        {RSTACK_TOOLS.map((tool) => {
          const url = lang === 'en' ? tool.urlEn : tool.url;
          return (
            <li key={tool.name}>
              <a className="rp-eco-card" href={url} target="_blank" rel="noopener noreferrer">
                <img src={withBase(tool.logo, base)} alt="" width={48} height={48} loading="lazy" style={tool.logoScale ? { scale: String(tool.logoScale) } : undefined} />
                <span className="rp-eco-name">{tool.name}</span>
                <span className="rp-eco-desc">{lang === 'en' ? tool.descEn : tool.desc}</span>
                <span className="rp-eco-url">{hostOf(url)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { PageContent } from '../../content/PageContent';
import { ecosystem } from '../ecosystem/ecosystem-items';
import { EcosystemLanding } from '../ecosystem/EcosystemLanding';
import { hasSchemeOrHost } from '../../../shared/routes';
import { versionLinksOf, type VersionLinks } from '../../../shared/versions';
import type { Hero as HeroData } from '../../../shared/types';
import { HomeImage } from './HomeImage';
import { STARS, withLangPrefix } from './home-links';
import { attachStarAttraction } from './star-attraction';

function GitHubIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      <path d="M8 0a8 8 0 0 0-2.5 15.6c.4 0 .5-.2.5-.4v-1.5c-2.2.5-2.7-1-2.7-1-.4-.9-.9-1.2-.9-1.2-.7-.5.1-.5.1-.5.8.1 1.2.8 1.2.8.7 1.3 1.9.9 2.3.7.1-.5.3-.9.5-1.1-1.8-.2-3.6-.9-3.6-4 0-.9.3-1.6.8-2.1-.1-.2-.4-1 .1-2.1 0 0 .7-.2 2.2.8a7.5 7.5 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.4 1.1.2 1.9.1 2.1.5.6.8 1.3.8 2.1 0 3.1-1.9 3.7-3.6 3.9.3.3.5.8.5 1.5v2.2c0 .2.1.5.6.4A8 8 0 0 0 8 0z" />
    </svg>
  );
}

function Hero({
  hero,
  prefix,
  versions,
  base,
  lang,
}: {
  hero: HeroData;
  prefix: string;
  versions?: VersionLinks;
  base: string;
  lang?: string;
}) {
  const section = useRef<HTMLElement>(null);
  const stars = Boolean(hero.showStars);
  useEffect(() => (stars && section.current ? attachStarAttraction(section.current) : undefined), [stars]);
  return (
    <section className="rp-hero" ref={section} lang={lang}>
      {hero.showStars ? (
        <div className="rp-hero-stars" aria-hidden="true">
          {STARS.map((s, i) => (
            <span key={i} style={{ top: `${s.top}%`, left: `${s.left}%`, width: s.size, height: s.size, animationDelay: `${s.delay}s` }} />
          ))}
        </div>
      ) : null}
      {hero.image ? (
        <div className="rp-hero-logo">
          <HomeImage image={hero.image} base={base} size={{ width: 160, height: 160 }} />
        </div>
      ) : null}
      <h1 className="rp-hero-name">{hero.name}</h1>
      {hero.text ? <p className="rp-hero-text">{hero.text}</p> : null}
      {hero.tagline ? <p className="rp-hero-tagline">{hero.tagline}</p> : null}
      {hero.actions?.length ? (
        <div className="rp-hero-actions">
          {hero.actions.map((action) => {
            const external = hasSchemeOrHost(action.link);
            const github = external && action.link.includes('github.com');
            return (
              <Link
                key={action.text}
                className={`rp-button rp-button-${action.theme ?? 'brand'}`}
                href={withLangPrefix(action.link, prefix, versions)}
              >
                {github ? <GitHubIcon /> : null}
                {action.text}
              </Link>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}

/** Home page: hero, feature cards, the ecosystem section (when configured), then the page's own Markdown. */
export function HomePage() {
  const { page, locale, site } = usePageState();
  const { hero, features } = page.frontmatter;
  const prefix = locale.langRoutePrefix;
  const versions = versionLinksOf(page.version, site.multiVersion);
  return (
    <div className="rp-home">
      {/* an untranslated page's own texts keep their language; the rest is the reader's */}
      {hero ? <Hero hero={hero} prefix={prefix} versions={versions} base={site.base} lang={page.contentLang} /> : null}
      {features?.length ? (
        <ul className="rp-features" lang={page.contentLang}>
          {features.map((f) => {
            const body = (
              <>
                {f.icon ? (
                  <span className="rp-feature-icon" aria-hidden="true">
                    {typeof f.icon === 'string' ? f.icon : <HomeImage image={f.icon} base={site.base} size={{ width: 48, height: 48 }} />}
                  </span>
                ) : null}
                <h2 className="rp-feature-title">{f.title}</h2>
                {f.details ? <p className="rp-feature-details">{f.details}</p> : null}
                {f.link && f.linkText ? <span className="rp-feature-link-text">{f.linkText} →</span> : null}
              </>
            );
            return (
              <li key={f.title} className="rp-feature">
                {f.link ? (
                  <Link className="rp-feature-card" href={withLangPrefix(f.link, prefix, versions)}>
                    {body}
                  </Link>
                ) : (
                  <div className="rp-feature-card">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {site.themeConfig.ecosystem?.landing && ecosystem ? <EcosystemLanding ecosystem={ecosystem} lang={page.lang} /> : null}
      <div className="rp-doc rp-home-content">
        <PageContent />
      </div>
    </div>
  );
}

import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { PageContent } from '../../content/PageContent';

/** Minimal home: hero and features from front matter. The theme issue gives it its full design. */
export function Home() {
  const { page } = usePageState();
  const { hero, features } = page.frontmatter;
  return (
    <div className="rp-home">
      {hero ? (
        <section className="rp-hero">
          {hero.image ? <img className="rp-hero-logo" src={hero.image.src} alt={hero.image.alt ?? ''} width={160} height={160} /> : null}
          <h1 className="rp-hero-name">{hero.name}</h1>
          {hero.text ? <p className="rp-hero-text">{hero.text}</p> : null}
          {hero.tagline ? <p className="rp-hero-tagline">{hero.tagline}</p> : null}
          <div className="rp-hero-actions">
            {hero.actions?.map((action) => (
              <Link key={action.text} className={`rp-button rp-button-${action.theme ?? 'brand'}`} href={action.link}>
                {action.text}
              </Link>
            ))}
          </div>
        </section>
      ) : null}
      {features?.length ? (
        <section className="rp-features">
          {features.map((f) => (
            <div className="rp-feature" key={f.title}>
              {f.icon ? <div className="rp-feature-icon" aria-hidden="true">{f.icon}</div> : null}
              <h2>{f.title}</h2>
              <p>{f.details}</p>
            </div>
          ))}
        </section>
      ) : null}
      <div className="rp-doc rp-home-content">
        <PageContent />
      </div>
    </div>
  );
}

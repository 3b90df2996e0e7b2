import { withBase } from '../../../shared/routes';
import type { SocialLink as SocialLinkConfig } from '../../../shared/types';
import { usePageState } from '../../page-context';
import { Dropdown } from './Dropdown';

/** How many social links show inline; the rest go to an overflow panel. */
export const INLINE_SOCIAL_LINKS = 5;

const SERVICE_NAMES: Record<string, string> = { github: 'GitHub', x: 'X', discord: 'Discord' };

function nameOf(link: SocialLinkConfig): string {
  return link.label ?? (typeof link.icon === 'string' ? SERVICE_NAMES[link.icon] : 'Link');
}

/** Built-in icons are CSS masks (nav.css), so they cost no JavaScript; a custom icon is the config's SVG. */
function SocialIcon({ icon }: { icon: SocialLinkConfig['icon'] }) {
  if (typeof icon === 'string') return <span className={`rp-icon rp-icon-${icon}`} aria-hidden="true" />;
  // the SVG comes from the site config, which is trusted
  return <span className="rp-social-svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon.svg }} />;
}

/**
 * One social link. Mode 'link' opens the service in a new tab; 'text', 'img' and 'dom' show their
 * content (text, an image, or the config's HTML) in a panel on hover or focus of the icon.
 */
function SocialLink({ link, base }: { link: SocialLinkConfig; base: string }) {
  const name = nameOf(link);
  if (link.mode === 'link') {
    return (
      <a className="rp-social-link" href={link.content} target="_blank" rel="noopener noreferrer" aria-label={name}>
        <SocialIcon icon={link.icon} />
      </a>
    );
  }
  return (
    <Dropdown
      className="rp-social-popover"
      chevron={false}
      openOnFocus
      align="right"
      ariaLabel={name}
      label={<SocialIcon icon={link.icon} />}
    >
      {link.mode === 'text' ? <p className="rp-social-text">{link.content}</p> : null}
      {link.mode === 'img' ? <img className="rp-social-img" src={withBase(link.content, base)} alt={name} /> : null}
      {/* the HTML comes from the site config, which is trusted */}
      {link.mode === 'dom' ? <div className="rp-social-dom" dangerouslySetInnerHTML={{ __html: link.content }} /> : null}
    </Dropdown>
  );
}

/** The first five links inline and the rest behind a more-icon; `all` lists every link (mobile panel). */
export function SocialLinks({ all = false }: { all?: boolean }) {
  const { site, locale } = usePageState();
  const links = site.themeConfig.socialLinks;
  if (links.length === 0) return null;
  const inline = all ? links : links.slice(0, INLINE_SOCIAL_LINKS);
  const rest = all ? [] : links.slice(INLINE_SOCIAL_LINKS);
  const item = (link: SocialLinkConfig, i: number) => (
    <li key={i}>
      <SocialLink link={link} base={site.base} />
    </li>
  );
  return (
    <ul className="rp-social">
      {inline.map(item)}
      {rest.length > 0 ? (
        <li>
          <Dropdown
            className="rp-social-more"
            chevron={false}
            openOnFocus
            align="right"
            ariaLabel={locale.moreLinksText}
            label={<span className="rp-icon rp-icon-more" aria-hidden="true" />}
          >
            <ul className="rp-social rp-social-overflow">{rest.map((link, i) => item(link, i + INLINE_SOCIAL_LINKS))}</ul>
          </Dropdown>
        </li>
      ) : null}
    </ul>
  );
}

import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { useHydratedSearch } from '../hooks/use-hydrated-search';
import { Dropdown } from './Dropdown';
import { versionTarget } from './nav-links';

export interface VersionLink {
  version: string;
  href: string;
  current: boolean;
}

/** One entry per configured version: the same page in that version, else that version's home. */
export function useVersionLinks(): VersionLink[] {
  const { site, page, locale } = usePageState();
  const search = useHydratedSearch();
  const { versions, default: defaultVersion } = site.multiVersion;
  const current = page.version || defaultVersion;
  return versions.map((version) => ({
    version,
    current: version === current,
    href:
      versionTarget({ toVersion: version, alternates: page.versionAlternates, langRoutePrefix: locale.langRoutePrefix, defaultVersion }) +
      search,
  }));
}

export function VersionItems({ links, className }: { links: VersionLink[]; className: string }) {
  return links.map((link) => (
    <li key={link.version}>
      {link.current ? (
        <span className={`${className} rp-menu-current`} aria-current="true">
          {link.version}
        </span>
      ) : (
        <Link className={className} href={link.href}>
          {link.version}
        </Link>
      )}
    </li>
  ));
}

/** Navbar version menu, shown when more than one version exists. */
export function VersionPicker() {
  const { site, locale } = usePageState();
  const links = useVersionLinks();
  if (site.multiVersion.versions.length < 2) return null;
  const current = links.find((link) => link.current)?.version ?? site.multiVersion.default;
  return (
    <Dropdown className="rp-nav-version" align="right" ariaLabel={`${locale.versionsText}: ${current}`} label={current}>
      <ul className="rp-menu-list">
        <VersionItems links={links} className="rp-menu-item" />
      </ul>
    </Dropdown>
  );
}

import { isNonDefaultVersion } from '../../../shared/versions';
import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { versionTarget } from '../nav/nav-links';

/**
 * On a page of a version other than the default: which version the reader is in, which one is
 * current, and a link to the same page in the current version (its home when the page is not there).
 */
export function VersionNotice() {
  const { page, locale, site } = usePageState();
  const { default: current } = site.multiVersion;
  if (!isNonDefaultVersion(page.version, site.multiVersion)) return null;
  const href = versionTarget({
    toVersion: current,
    alternates: page.versionAlternates,
    langRoutePrefix: locale.langRoutePrefix,
    defaultVersion: current,
  });
  const text = locale.versionNoticeText.replaceAll('{{version}}', page.version).replaceAll('{{current}}', current);
  return (
    <div className="rp-container rp-container-info rp-version-notice" role="note">
      <p>
        {text} <Link href={href}>{locale.currentVersionText.replaceAll('{{current}}', current)}</Link>
      </p>
    </div>
  );
}

import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';

/** On a translation whose source page changed in substance after it: say so, and link the source. */
export function TranslationNotice() {
  const { page, locale } = usePageState();
  if (!page.outdatedSource) return null;
  return (
    <div className="rp-container rp-container-warning rp-translation-notice" role="note">
      <p>
        {locale.outdatedTranslationText} <Link href={page.outdatedSource}>{locale.readSourceText}</Link>
      </p>
    </div>
  );
}

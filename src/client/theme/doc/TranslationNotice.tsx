import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';

/**
 * On a translation that lags behind its source page, in the reader's language: an outdated one
 * (the source changed in substance since), or a missing one (this page shows the source itself).
 */
export function TranslationNotice() {
  const { page, locale } = usePageState();
  const { translation } = page;
  if (!translation) return null;
  const text = translation.state === 'missing' ? locale.missingTranslationText : locale.outdatedTranslationText;
  return (
    <div className="rp-container rp-container-warning rp-translation-notice" role="note">
      <p>
        {text} <Link href={translation.source}>{locale.readSourceText}</Link>
      </p>
    </div>
  );
}

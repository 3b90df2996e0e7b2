import { usePageState } from '../../page-context';

/**
 * On a draft page (front matter `draft: true`), which only dev shows: its author is told that a
 * build leaves it out. Dev only, so it is written for the author and not translated.
 */
export function DraftNotice() {
  const { page } = usePageState();
  if (!page.draft) return null;
  return (
    <div className="rp-container rp-container-warning rp-draft-notice" role="note">
      <p>Draft (front matter draft: true): quire dev shows this page; a production build leaves it out.</p>
    </div>
  );
}

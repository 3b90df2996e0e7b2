import { PageContent } from '../../content/PageContent';

/** Doc pages: sidebar, content, outline and the doc footer (the theme fills this in). */
export function DocLayout() {
  return (
    <article className="rp-doc">
      <PageContent />
    </article>
  );
}

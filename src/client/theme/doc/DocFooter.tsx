import { useEffect, useState } from 'react';
import { usePageState } from '../../page-context';
import { Link } from '../../router/Link';
import { encodePath } from '../../../shared/routes';
import type { Lang } from '../../../shared/types';
import { pagerLinks } from './pager-model';
import { prevNextLinks } from './sidebar-model';

/** Edit link of a page: the repository folder of the docs + the content-relative file path, encoded ('my page.md' -> 'my%20page.md'). */
export function editLinkUrl(docRepoBaseUrl: string, relativePath: string): string {
  return `${docRepoBaseUrl.replace(/\/+$/, '')}/${encodePath(relativePath)}`;
}

/** Dates in the page's language; a tag Intl rejects gets the browser's own. */
function dateFormat(lang: Lang): Intl.DateTimeFormat {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(lang, options);
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}

/**
 * The date in the reader's locale and time zone. Server and first client render show the ISO day
 * (time zones differ), the effect then swaps in the formatted date and time.
 */
function LastUpdated({ iso, lang, label }: { iso: string; lang: Lang; label: string }) {
  const [text, setText] = useState(iso.slice(0, 10));
  useEffect(() => {
    const date = new Date(iso);
    if (!Number.isNaN(date.getTime())) {
      setText(dateFormat(lang).format(date));
    }
  }, [iso, lang]);
  return (
    <p className="rp-last-updated">
      {label}: <time dateTime={iso}>{text}</time>
    </p>
  );
}

/**
 * The page's edit link: front matter's `custom_edit_url` in place of the one made from the locale's
 * `editLink`; `custom_edit_url: null` and `editLink: false` hide it. Undefined without an `editLink`
 * for the locale (its text is the link's).
 */
function pageEditUrl({ page, locale }: Pick<ReturnType<typeof usePageState>, 'page' | 'locale'>): string | undefined {
  const { custom_edit_url: custom, editLink } = page.frontmatter;
  if (!locale.editLink || custom === null || editLink === false) return undefined;
  if (custom !== undefined) return custom;
  return page._relativePath ? editLinkUrl(locale.editLink.docRepoBaseUrl, page._relativePath) : undefined;
}

/** Edit link, last-updated line and previous/next links (from the flattened sidebar, or set by the front matter). */
export function DocFooter() {
  const { page, locale, site, sidebar, routePath } = usePageState();
  const { prev, next } = pagerLinks(prevNextLinks(sidebar, routePath), sidebar, page.pager);
  const edit = pageEditUrl({ page, locale });
  const updated = site.themeConfig.lastUpdated && page.frontmatter.lastUpdated !== false ? page.lastUpdatedTime : undefined;
  return (
    <footer className="rp-doc-footer">
      {edit || updated ? (
        <div className="rp-doc-footer-meta">
          {edit ? (
            <a className="rp-edit-link" href={edit} target="_blank" rel="noopener noreferrer">
              {locale.editLink!.text}
            </a>
          ) : null}
          {updated ? <LastUpdated iso={updated} lang={page.lang} label={locale.lastUpdatedText} /> : null}
        </div>
      ) : null}
      {prev || next ? (
        <nav className="rp-pager" aria-label={`${locale.prevPageText} / ${locale.nextPageText}`}>
          {prev ? (
            <Link className="rp-pager-link" href={prev.link} rel="prev">
              <span className="rp-pager-label">{locale.prevPageText}</span>
              <span className="rp-pager-title">← {prev.text}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link className="rp-pager-link rp-pager-next" href={next.link} rel="next">
              <span className="rp-pager-label">{locale.nextPageText}</span>
              <span className="rp-pager-title">{next.text} →</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </footer>
  );
}

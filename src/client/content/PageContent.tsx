import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePageState } from '../page-context';
import { getRenderer } from './renderer';
import { restoreTabs } from './tabs-behaviour';
import { watchCodeOverflow } from './code-wrap-behaviour';
import './callouts.css';
import './code-block.css';
import './tables.css';

/**
 * The page's Markdown content. After a client navigation it renders the page tree through
 * rehype-react; on a first visit it adopts the prerendered HTML as is (the page chunk then carries
 * no content), so the content is never downloaded twice, and hydrates the site's components in it
 * one by one. Both produce the same DOM.
 */
export function PageContent({ className = 'rp-doc-content' }: { className?: string }) {
  const { tree, html, routePath, page } = usePageState();
  // a page shown untranslated keeps its document language for the chrome; the content says its own
  const lang = page.contentLang;
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) restoreTabs(ref.current);
  }, [routePath, tree]);
  useEffect(() => (tree ? undefined : hydrateAdoptedIslands(ref.current)), [tree, html]);
  useEffect(() => (ref.current ? watchCodeOverflow(ref.current) : undefined), [tree, html]);
  if (tree) {
    const Markdown = getRenderer();
    return (
      <div className={className} data-rp-content="" lang={lang} ref={ref}>
        <Markdown tree={tree} />
      </div>
    );
  }
  return <div className={className} data-rp-content="" lang={lang} ref={ref} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}

/**
 * Components in adopted HTML are hydrated as islands; only a page that has one loads their code.
 * Returns the cleanup that unmounts them when the content changes.
 */
function hydrateAdoptedIslands(content: HTMLElement | null): (() => void) | undefined {
  if (!content?.querySelector('rp-island')) return undefined;
  let unmount: (() => void) | undefined;
  let gone = false;
  const warn = (error: unknown) => console.warn('[quire] island hydration recovered from an error', error);
  import('../islands/hydrate-islands')
    .then(({ hydrateIslands }) => hydrateIslands(content, warn))
    .then(
      (done) => (gone ? done() : (unmount = done)),
      (error) => console.error('[quire] a component of this page could not be loaded', error),
    );
  return () => {
    gone = true;
    unmount?.();
  };
}

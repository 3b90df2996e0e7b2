import type { ComponentType } from 'react';
import type { Root } from 'hast';

/**
 * The HAST renderer (rehype-react) is only needed to render a page's tree: under SSR and after a
 * client navigation. A first visit reuses the prerendered HTML, so the renderer stays out of the
 * first-visit JS and is fetched together with the first navigated page.
 */
let Markdown: ComponentType<{ tree: Root }> | null = null;
let pending: Promise<void> | null = null;

export function loadRenderer(): Promise<void> {
  pending ??= import('./Markdown').then((m) => {
    Markdown = m.Markdown;
  });
  return pending;
}

export function getRenderer(): ComponentType<{ tree: Root }> {
  if (!Markdown) throw new Error('loadRenderer() must settle before a page tree is rendered');
  return Markdown;
}

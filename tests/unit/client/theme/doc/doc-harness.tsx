// Doc page states for the doc, overview and page-tools component tests: the nav tests' page harness
// plus a sidebar, a toc and any page field, and a way to move to another route in place.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../../../../src/client/router/history-router';
import { PageStateProvider, type PageState } from '../../../../../src/client/page-context';
import type { PageRecord, SidebarItem, TocEntry } from '../../../../../src/shared/types';
import { pageState, type PageOptions } from '../page-harness';

export interface DocOptions extends PageOptions {
  sidebar?: SidebarItem[];
  toc?: Pick<TocEntry, 'text' | 'id' | 'depth'>[];
  page?: Partial<PageRecord>;
  html?: string;
}

export function docState(options: DocOptions = {}): PageState {
  const state = pageState(options);
  const toc = (options.toc ?? []).map((h) => ({ charIndex: -1, ...h }));
  return {
    ...state,
    sidebar: options.sidebar ?? [],
    html: options.html ?? state.html,
    page: { ...state.page, toc, ...options.page },
  };
}

function Tree({ state, ui }: { state: PageState; ui: ReactNode }) {
  return (
    <MemoryRouter location={state.routePath}>
      <PageStateProvider value={state}>{ui}</PageStateProvider>
    </MemoryRouter>
  );
}

/** Render `ui` on a doc page; `goTo(options)` re-renders the same tree on another page (client navigation). */
export function renderDoc(ui: ReactNode, options: DocOptions = {}) {
  const view = render(<Tree state={docState(options)} ui={ui} />);
  return {
    ...view,
    goTo: (next: DocOptions) => view.rerender(<Tree state={docState({ ...options, ...next })} ui={ui} />),
  };
}

/** A guide-like sidebar: a group with a dashed divider, a collapsed group, a section header, a solid divider. */
export const SIDEBAR: SidebarItem[] = [
  {
    text: 'Getting Started',
    items: [{ text: 'Introduction', link: '/guide/' }, { dividerType: 'dashed' }, { text: 'Page A', link: '/guide/a', tag: 'new' }],
  },
  { sectionHeaderText: 'Advanced' },
  {
    text: 'Deep Dive',
    collapsed: true,
    items: [
      { text: 'Page B', link: '/guide/b' },
      { text: 'Page C', link: '/guide/c' },
    ],
  },
  { dividerType: 'solid' },
  { text: 'Reference', link: '/guide/reference', items: [{ text: 'Page D', link: '/guide/d' }] },
];

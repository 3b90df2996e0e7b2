// @vitest-environment jsdom
// A page update that leaves the sidebar as it was (an edit in dev) does not render the sidebar again.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SidebarItem } from '../../../../../src/shared/types';
import { renderDoc, SIDEBAR } from './doc-harness';

const sidebarRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../../src/client/theme/doc/Sidebar', () => ({
  Sidebar: ({ items, label }: { items: SidebarItem[]; label: string }) => {
    sidebarRenders.count++;
    return <nav aria-label={label}>{items.map((item) => ('text' in item ? item.text : '')).join(' | ')}</nav>;
  },
}));

const { DocLayout } = await import('../../../../../src/client/theme/doc/DocLayout');

describe('client/theme/doc/DocLayout: page updates', () => {
  it('renders the sidebar again only when its items change', () => {
    const view = renderDoc(<DocLayout />, { path: '/guide/a', sidebar: SIDEBAR, html: '<h1>Page A</h1>' });
    expect(sidebarRenders.count).toBe(1);
    // the same page again, its content edited, its sidebar an equal copy
    view.goTo({ sidebar: structuredClone(SIDEBAR), html: '<h1>Page A, edited</h1>' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page A, edited');
    expect(sidebarRenders.count).toBe(1);
    view.goTo({ sidebar: [...structuredClone(SIDEBAR), { text: 'Added', link: '/guide/added' }], html: '<h1>Page A</h1>' });
    expect(sidebarRenders.count).toBe(2);
    expect(screen.getByRole('navigation', { name: 'Sidebar' }).textContent).toContain('Added');
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageState } from '../../../../../src/client/page-context';
import { Sidebar } from '../../../../../src/client/theme/doc/Sidebar';
import { renderDoc, SIDEBAR } from './doc-harness';

function PageSidebar() {
  const { sidebar, routePath } = usePageState();
  return <Sidebar items={sidebar} routePath={routePath} label="Sidebar" />;
}

function renderSidebar(path: string) {
  const view = renderDoc(<PageSidebar />, { path, sidebar: SIDEBAR });
  return { ...view, goTo: (next: string) => view.goTo({ path: next }) };
}

const toggle = (name: string) => screen.getByRole('button', { name });
const link = (name: string) => screen.queryByRole('link', { name });

describe('client/theme/doc/Sidebar', () => {
  it('expands groups by default and collapses and re-expands one with its button', () => {
    renderSidebar('/guide/a');
    const group = toggle('Getting Started');
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(link('Introduction')).not.toBeNull();
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(link('Introduction')).toBeNull();
    fireEvent.click(group);
    expect(link('Introduction')).not.toBeNull();
  });

  it('keeps a collapsed list in the page for the height animation, inert and hidden from assistive tech', () => {
    renderSidebar('/guide/a');
    const group = toggle('Getting Started');
    const list = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(list.hasAttribute('inert')).toBe(false);
    expect(list.parentElement!.hasAttribute('data-open')).toBe(true);
    fireEvent.click(group);
    expect(list.isConnected).toBe(true);
    expect(list.hasAttribute('inert')).toBe(true);
    expect(list.getAttribute('aria-hidden')).toBe('true');
    expect(list.parentElement!.hasAttribute('data-open')).toBe(false);
  });

  it('keeps a group collapsed in the config closed, unless it holds the current page', () => {
    renderSidebar('/guide/a');
    expect(toggle('Deep Dive').getAttribute('aria-expanded')).toBe('false');
    expect(link('Page B')).toBeNull();

    const other = renderSidebar('/guide/c');
    const scoped = within(other.container);
    expect(scoped.getByRole('button', { name: 'Deep Dive' }).getAttribute('aria-expanded')).toBe('true');
    expect(scoped.getByRole('link', { name: 'Page C' })).toBeTruthy();
  });

  it('expands the group of the new page after a client navigation into it', () => {
    const view = renderSidebar('/guide/a');
    expect(link('Page B')).toBeNull();
    view.goTo('/guide/b');
    expect(toggle('Deep Dive').getAttribute('aria-expanded')).toBe('true');
    expect(link('Page B')).not.toBeNull();
  });

  it('marks only the current page with aria-current="page", with or without a trailing slash', () => {
    renderSidebar('/guide/index');
    const current = document.querySelectorAll('[aria-current="page"]');
    expect([...current].map((a) => a.textContent)).toEqual(['Introduction']);
    expect(link('Introduction')!.getAttribute('href')).toBe('/guide/');
  });

  it('renders a group that has its own link as a link plus a separate toggle', () => {
    renderSidebar('/guide/reference');
    expect(link('Reference')!.getAttribute('aria-current')).toBe('page');
    const button = toggle('Reference');
    fireEvent.click(button);
    expect(link('Page D')).toBeNull();
  });

  it('renders dashed and solid dividers as separators, section headers and tags as text', () => {
    renderSidebar('/guide/a');
    const separators = screen.getAllByRole('separator');
    expect(separators.map((s) => s.className)).toEqual([
      'rp-sidebar-divider rp-sidebar-divider-dashed',
      'rp-sidebar-divider rp-sidebar-divider-solid',
    ]);
    expect(screen.getByText('Advanced').className).toBe('rp-sidebar-section');
    expect(link('Page Anew')!.querySelector('.rp-sidebar-tag-new')!.textContent).toBe('new');
  });

  it('is a navigation landmark named by its label', () => {
    renderSidebar('/guide/a');
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeTruthy();
  });
});

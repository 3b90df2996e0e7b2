// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Overview } from '../../../../../src/client/theme/overview/Overview';
import { DocLayout } from '../../../../../src/client/theme/doc/DocLayout';
import { renderDoc } from '../doc/doc-harness';
import { GROUPS } from './overview-fixture';

function renderOverview(path = '/api/') {
  return renderDoc(<Overview />, { path, page: { overview: GROUPS, frontmatter: { overview: true } } });
}

describe('client/theme/overview/Overview', () => {
  it('renders each group with its pages and their headings linking to anchors', () => {
    renderOverview();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Test API', 'Mock Utilities']);
    expect(screen.getByRole('link', { name: 'Expect' }).getAttribute('href')).toBe('/api/expect');
    expect(screen.getByRole('link', { name: 'toBe' }).getAttribute('href')).toBe('/api/expect#tobe');
  });

  it('has a filter input labelled by the locale text with the locale placeholder', () => {
    renderOverview();
    const input = screen.getByLabelText('Filter') as HTMLInputElement;
    expect(input.placeholder).toBe('Enter keyword');
  });

  it('filters as the reader types', () => {
    renderOverview();
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'spyon' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Mock Utilities']);
    expect(screen.queryByRole('link', { name: 'rstest.fn' })).toBeNull();
    expect(screen.getByRole('link', { name: 'rstest.spyOn' })).toBeTruthy();
  });

  it('says nothing matched, with the query, in English', () => {
    renderOverview();
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('No matching API found: zzz');
  });

  it('says nothing matched, with the query, in Chinese', () => {
    renderOverview('/zh/api/');
    fireEvent.change(screen.getByLabelText('筛选'), { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('未找到匹配的 API: zzz');
  });

  it('is rendered by the doc layout below the content of an overview page, with a default title when the content has none', () => {
    renderDoc(<DocLayout />, {
      path: '/api/',
      html: '<p>Intro text</p>',
      page: { title: '', headingTitle: '', overview: GROUPS, frontmatter: { overview: true } },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Overview');
    const intro = screen.getByText('Intro text');
    expect(intro.compareDocumentPosition(screen.getByLabelText('Filter')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('uses the page title as the title when the content has no h1', () => {
    renderDoc(<DocLayout />, { path: '/api/', html: '<p>x</p>', page: { title: 'API Overview', headingTitle: '', overview: GROUPS, frontmatter: { overview: true } } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('API Overview');
  });

  it('is not rendered on other pages', () => {
    renderDoc(<DocLayout />, { path: '/guide/a' });
    expect(screen.queryByLabelText('Filter')).toBeNull();
  });
});

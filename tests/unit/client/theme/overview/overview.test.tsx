// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installOverviewFilter, overviewFilterCode } from '../../../../../src/client/content/overview-filter-behaviour';
import { Overview } from '../../../../../src/client/theme/overview/Overview';
import { OverviewFilter } from '../../../../../src/client/theme/overview/OverviewFilter';
import { DocLayout } from '../../../../../src/client/theme/doc/DocLayout';
import { renderDoc } from '../doc/doc-harness';
import { GROUPS } from './overview-fixture';

/** The filter as the build places it in the content, followed by an author's list, then the cards. */
function renderOverview(path = '/api/') {
  return renderDoc(
    <main>
      <div data-rp-content="">
        <p>Intro</p>
        <OverviewFilter />
        <h2 id="test-configurations">Test configurations</h2>
        <p>Section prose</p>
        <h3 id="basic">basic</h3>
        <ul>
          <li>
            <a href="/config/root">root</a>: the project root directory
            <ul className="rp-overview-headers" data-rp-overview-headers="">
              <li>
                <a href="/config/root#example">Example</a>
              </li>
              <li>
                <a href="/config/root#relative-paths">Relative paths</a>
              </li>
            </ul>
          </li>
          <li>
            <a href="/config/test-timeout">testTimeout</a>: default timeout of a test
          </li>
        </ul>
        <h3 id="mock">mock</h3>
        <ul>
          <li>
            <a href="/config/clear-mocks">clearMocks</a>: clear mock calls before each test
          </li>
        </ul>
      </div>
      <Overview />
    </main>,
    { path, page: { overview: GROUPS, frontmatter: { overview: true } } },
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const visibleLinks = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .filter((link) => !link.closest('[hidden]'))
    .map((link) => link.textContent);
const visibleHeadings = () =>
  screen
    .getAllByRole('heading', { hidden: true })
    .filter((h) => !h.closest('[hidden]'))
    .map((h) => h.textContent);

let uninstall: () => void;
beforeEach(async () => {
  // the filtering code is there, as after the first keystroke: typing applies at once
  await overviewFilterCode.load();
  uninstall = installOverviewFilter(document);
});
afterEach(() => uninstall());

describe('client/theme/overview', () => {
  it('renders each group of cards with its pages and their headings linking to anchors', () => {
    renderDoc(<Overview />, { path: '/api/', page: { overview: GROUPS, frontmatter: { overview: true } } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Test API', 'Mock Utilities']);
    expect(screen.getByRole('link', { name: 'Expect' }).getAttribute('href')).toBe('/api/expect');
    expect(screen.getByRole('link', { name: 'toBe' }).getAttribute('href')).toBe('/api/expect#tobe');
  });

  it('has a filter input labelled by the locale text with the locale placeholder', () => {
    renderOverview();
    expect((screen.getByLabelText('Filter') as HTMLInputElement).placeholder).toBe('Enter keyword');
  });

  it('keys typed while the filtering code is on its way apply once it has come, with all that was typed', async () => {
    uninstall();
    vi.resetModules();
    const fresh = await import('../../../../../src/client/content/overview-filter-behaviour');
    expect(fresh.overviewFilterCode.loaded()).toBeUndefined();
    uninstall = fresh.installOverviewFilter(document);
    renderOverview();
    const all = visibleLinks();
    type('Filter', 'TEST');
    type('Filter', 'TESTTIMEOUT');
    expect(visibleLinks()).toEqual(all);
    await vi.waitFor(() => expect(visibleLinks()).toEqual(['testTimeout']));
  });

  it('narrows the author’s list and the cards as the reader types; prose and emptied headings hide', () => {
    renderOverview();
    type('Filter', 'TESTTIMEOUT');
    expect(visibleLinks()).toEqual(['testTimeout']);
    expect(visibleHeadings()).toEqual(['Test configurations', 'basic']);
    expect(screen.getByText('Section prose').closest('[hidden]')).not.toBeNull();
    expect(screen.getByText('Intro').closest('[hidden]')).toBeNull();
  });

  it('an entry of the list keeps the headings the build put under it when its own text matches, else only the matching ones', () => {
    renderOverview();
    type('Filter', 'project root');
    expect(visibleLinks()).toEqual(['root', 'Example', 'Relative paths']);
    type('Filter', 'relative-PATHS');
    expect(visibleLinks()).toEqual(['root', 'Relative paths']);
    expect(visibleHeadings()).toEqual(['Test configurations', 'basic']);
    type('Filter', '');
    expect(visibleLinks()).toContain('Example');
  });

  it('matches card headings, ignoring case, with hyphens as spaces', () => {
    renderOverview();
    type('Filter', 'Run-All');
    // the page a heading belongs to stays as its title
    expect(visibleLinks()).toEqual(['Fake timers', 'rstest.run-all-timers']);
    expect(visibleHeadings()).toEqual(['Mock Utilities', 'Fake timers']);
  });

  it('a heading that matches keeps all its entries; a card title that matches keeps the card whole', () => {
    renderOverview();
    type('Filter', 'mock');
    expect(visibleLinks()).toEqual([
      'clearMocks',
      'Mock functions',
      'rstest.fn',
      'rstest.spyOn',
      'Fake timers',
      'rstest.useFakeTimers',
      'rstest.run-all-timers',
    ]);
  });

  it('says nothing matched, with the query, and clearing restores everything', () => {
    renderOverview();
    const all = visibleLinks();
    type('Filter', 'zzz');
    expect(visibleLinks()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No matching API found: zzz');
    type('Filter', '');
    expect(visibleLinks()).toEqual(all);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says nothing matched in Chinese on a Chinese page', () => {
    renderOverview('/zh/api/');
    type('筛选', 'zzz');
    expect(screen.getByRole('status').textContent).toBe('未找到匹配的 API: zzz');
  });

  it('the doc layout gives an overview page without an h1 its title and renders the cards after the content', () => {
    renderDoc(<DocLayout />, {
      path: '/api/',
      html: '<p>Intro text</p>',
      page: { title: '', headingTitle: '', overview: GROUPS, frontmatter: { overview: true } },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Overview');
    const intro = screen.getByText('Intro text');
    expect(intro.compareDocumentPosition(screen.getByRole('link', { name: 'Expect' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('uses the page title as the title when the content has no h1', () => {
    renderDoc(<DocLayout />, {
      path: '/api/',
      html: '<p>x</p>',
      page: { title: 'API Overview', headingTitle: '', overview: GROUPS, frontmatter: { overview: true } },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('API Overview');
  });

  it('is not rendered on other pages', () => {
    renderDoc(<DocLayout />, { path: '/guide/a' });
    expect(screen.queryByRole('link', { name: 'Expect' })).toBeNull();
  });
});

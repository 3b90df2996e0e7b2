// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocFooter, editLinkUrl } from '../../../../../src/client/theme/doc/DocFooter';
import { renderDoc, SIDEBAR } from './doc-harness';

const editLink = { docRepoBaseUrl: 'https://github.com/org/repo/tree/main/docs', text: 'Edit this page on GitHub' };
const withEditLink = (zhText = '在 GitHub 上编辑此页') => ({
  locales: [
    { lang: 'en', label: 'English', editLink },
    { lang: 'zh', label: '简体中文', editLink: { ...editLink, text: zhText } },
  ],
});

describe('client/theme/doc/DocFooter', () => {
  it('links "edit this page" to the repository folder plus the page file, in a new tab', () => {
    renderDoc(<DocFooter />, { config: withEditLink(), page: { _relativePath: 'en/guide/start/quick-start.md' } });
    const link = screen.getByRole('link', { name: 'Edit this page on GitHub' });
    expect(link.getAttribute('href')).toBe('https://github.com/org/repo/tree/main/docs/en/guide/start/quick-start.md');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('takes the link text from the page locale', () => {
    renderDoc(<DocFooter />, { path: '/zh/guide/a', config: withEditLink(), page: { _relativePath: 'zh/guide/a.md' } });
    expect(screen.getByRole('link', { name: '在 GitHub 上编辑此页' }).getAttribute('href')).toBe(
      'https://github.com/org/repo/tree/main/docs/zh/guide/a.md',
    );
  });

  it('joins base and path with exactly one slash', () => {
    expect(editLinkUrl('https://x.dev/docs/', 'en/a.md')).toBe('https://x.dev/docs/en/a.md');
    expect(editLinkUrl('https://x.dev/docs/', 'en/my page.md')).toBe('https://x.dev/docs/en/my%20page.md');
  });

  it('has no edit link without an editLink config', () => {
    renderDoc(<DocFooter />);
    expect(screen.queryByText(/edit/i)).toBeNull();
  });

  it('shows previous and next pages from the sidebar with the locale labels', () => {
    renderDoc(<DocFooter />, { path: '/guide/a', sidebar: SIDEBAR });
    const prev = screen.getByRole('link', { name: /Previous page/ });
    const next = screen.getByRole('link', { name: /Next page/ });
    expect(prev.getAttribute('href')).toBe('/guide/');
    expect(prev.textContent).toContain('Introduction');
    expect(next.getAttribute('href')).toBe('/guide/b');
    expect(next.textContent).toContain('Page B');
  });

  it('uses Chinese labels on a Chinese page and shows only the side that exists', () => {
    const zhSidebar = [
      {
        text: '开始',
        items: [
          { text: '介绍', link: '/zh/guide/' },
          { text: '页面 A', link: '/zh/guide/a' },
        ],
      },
    ];
    renderDoc(<DocFooter />, { path: '/zh/guide/a', sidebar: zhSidebar });
    expect(screen.getByRole('link', { name: /上一页/ }).textContent).toContain('介绍');
    expect(screen.queryByText('下一页')).toBeNull();
  });

  it('has no pager on a page that is not in the sidebar', () => {
    renderDoc(<DocFooter />, { path: '/other', sidebar: SIDEBAR });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the last-updated date only when themeConfig.lastUpdated is on, formatted for the locale', () => {
    const page = { lastUpdatedTime: '2025-09-29T10:00:00.000Z' };
    const off = renderDoc(<DocFooter />, { page });
    expect(screen.queryByText(/Last Updated/)).toBeNull();
    off.unmount();

    renderDoc(<DocFooter />, { page, config: { themeConfig: { lastUpdated: true } } });
    const line = screen.getByText(/Last Updated/);
    const time = line.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2025-09-29T10:00:00.000Z');
    expect(time.textContent).toMatch(/Sep 29, 2025/);
  });

  it('says 最后更新于 on a Chinese page', () => {
    renderDoc(<DocFooter />, {
      path: '/zh/guide/a',
      page: { lastUpdatedTime: '2025-09-29T10:00:00.000Z' },
      config: { themeConfig: { lastUpdated: true } },
    });
    expect(screen.getByText(/最后更新于/).querySelector('time')!.textContent).toMatch(/2025年9月29日/);
  });
});

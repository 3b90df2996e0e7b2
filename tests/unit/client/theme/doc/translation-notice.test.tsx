// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocLayout } from '../../../../../src/client/theme/doc/DocLayout';
import { renderDoc } from './doc-harness';

describe('client/theme/doc/TranslationNotice', () => {
  it('an outdated translation says so in its language, before the content, and links the source page', () => {
    renderDoc(<DocLayout />, {
      path: '/zh/guide/a',
      html: '<p>正文</p>',
      page: { translation: { state: 'outdated', source: '/guide/a' } },
    });
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('本页译文可能已过时');
    expect(screen.getByRole('link', { name: '查看英文原文' }).getAttribute('href')).toBe('/guide/a');
    expect(notice.compareDocumentPosition(screen.getByText('正文')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a page shown untranslated says so in the reader language and marks its content as the source language', () => {
    renderDoc(<DocLayout />, {
      path: '/zh/guide/a',
      html: '<p>Body</p>',
      page: { translation: { state: 'missing', source: '/guide/a' }, contentLang: 'en' },
    });
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('本页尚未翻译');
    expect(screen.getByRole('link', { name: '查看英文原文' }).getAttribute('href')).toBe('/guide/a');
    expect(screen.getByText('Body').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(notice.closest('[lang]')?.getAttribute('lang')).not.toBe('en');
  });

  it('a page that is not an outdated translation has no notice', () => {
    renderDoc(<DocLayout />, { path: '/zh/guide/a', html: '<p>正文</p>' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

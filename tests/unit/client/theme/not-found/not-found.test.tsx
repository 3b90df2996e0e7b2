// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../../../src/client/router/history-router';
import { PageStateProvider } from '../../../../../src/client/page-context';
import { notFoundOwner, notFoundPage } from '../../../../../src/client/not-found-page';
import { NotFound } from '../../../../../src/client/theme/not-found/NotFound';
import { defaultLangRedirect, notFoundHomeLink } from '../../../../../src/client/theme/not-found/not-found-rules';
import { pageState, siteWith } from '../page-harness';

const ORIGIN = 'https://rstest.rs';
const versioned = { multiVersion: { default: 'v2', versions: ['v1', 'v2'] } };

/** The 404 screen as the app renders it for an unknown path (language guessed from the path). */
function renderNotFound(pathname: string, config: Record<string, unknown> = {}, version = '') {
  const state = pageState({ config, path: pathname });
  const locale = siteWith(config).locales.find((l) => l.lang === notFoundOwner(pathname, state.site).lang)!;
  const page = { ...notFoundPage(pathname, state.site, locale), version };
  render(
    <MemoryRouter location={pathname}>
      <PageStateProvider value={{ ...state, page, lang: page.lang, locale }}>
        <NotFound />
      </PageStateProvider>
    </MemoryRouter>,
  );
}

describe('client/theme/not-found', () => {
  let replace: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/no/such/page', search: '', hash: '', replace });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows 404, PAGE NOT FOUND and a link home', () => {
    renderNotFound('/no/such/page');
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PAGE NOT FOUND');
    expect(screen.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
    expect(replace).not.toHaveBeenCalled();
  });

  it('is Chinese under /zh, with the link to the Chinese home', () => {
    renderNotFound('/zh/unknown');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('页面未找到');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/zh/');
  });

  it('prefixes the home link with the version when it is not the default one, then the language', () => {
    const site = siteWith(versioned);
    expect(notFoundHomeLink({ site, lang: 'en', version: 'v1' })).toBe('/v1/');
    expect(notFoundHomeLink({ site, lang: 'zh', version: 'v1' })).toBe('/v1/zh/');
    expect(notFoundHomeLink({ site, lang: 'zh', version: 'v2' })).toBe('/zh/');
    expect(notFoundHomeLink({ site, lang: 'en', version: '' })).toBe('/');
  });

  it('guesses the language and the version of a missing path from its first segments', () => {
    const site = siteWith(versioned);
    const guess = (path: string) => {
      const { lang, version } = notFoundOwner(path, site);
      return { lang, version, home: notFoundHomeLink({ site, lang, version }) };
    };
    expect(guess('/zh/gone')).toEqual({ lang: 'zh', version: '', home: '/zh/' });
    expect(guess('/gone')).toEqual({ lang: 'en', version: '', home: '/' });
    expect(guess('/v1/zh/gone')).toEqual({ lang: 'zh', version: 'v1', home: '/v1/zh/' });
    expect(guess('/v1/gone')).toEqual({ lang: 'en', version: 'v1', home: '/v1/' });
    expect(guess('/v2/zh/gone')).toEqual({ lang: 'zh', version: 'v2', home: '/zh/' });
    expect(guess('/v3/zh/gone')).toEqual({ lang: 'en', version: '', home: '/' });
    expect(guess('/zhx/gone').lang).toBe('en');
  });

  it('renders the version-prefixed link on a page of an older version', () => {
    renderNotFound('/zh/gone', versioned, 'v1');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/v1/zh/');
  });

  /** the browser's location for a URL of the site, as its URL parser leaves it */
  function stubLocationAt(path: string) {
    const url = new URL(path, ORIGIN);
    vi.stubGlobal('location', { href: url.href, pathname: url.pathname, search: url.search, hash: url.hash, replace });
    return url.pathname;
  }

  it('redirects a path under the site language segment to the path without it, keeping query and hash', () => {
    renderNotFound(stubLocationAt('/en/guide/start/?a=1#x'));
    expect(replace).toHaveBeenCalledWith(`${ORIGIN}/guide/start/?a=1#x`);
  });

  it('never leaves the site: slashes, backslashes, tabs and newlines after /en/ collapse into one slash', () => {
    for (const path of [
      '/en//evil.example/x',
      '/en////evil.example/x',
      '/en/\\evil.example/x',
      '/en/\t/evil.example/x',
      '/en/\n\\evil.example/x',
    ]) {
      replace.mockClear();
      renderNotFound(stubLocationAt(path));
      expect(replace.mock.calls, JSON.stringify(path)).toEqual([[`${ORIGIN}/evil.example/x`]]);
      cleanup();
    }
  });

  it('keeps percent-encoded slashes and backslashes encoded, on the site', () => {
    for (const rest of ['/%2F%2Fevil.example/x', '/%5Cevil.example/x']) {
      replace.mockClear();
      renderNotFound(stubLocationAt(`/en${rest}`));
      expect(replace.mock.calls).toEqual([[`${ORIGIN}${rest}`]]);
      cleanup();
    }
  });

  it('finds the site language segment only as a whole first segment, and keeps the base', () => {
    const site = siteWith();
    expect(defaultLangRedirect('/en', site)).toBe('/');
    expect(defaultLangRedirect('/en/a', site)).toBe('/a');
    expect(defaultLangRedirect('/english/a', site)).toBeNull();
    expect(defaultLangRedirect('/zh/a', site)).toBeNull();
    expect(defaultLangRedirect('/docs/en/a', siteWith({ base: '/docs/' }))).toBe('/docs/a');
  });
});

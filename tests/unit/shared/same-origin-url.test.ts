import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from '../../../src/shared/same-origin-url';

const PAGE = 'https://rstest.rs/en//evil.example/x';

describe('shared/same-origin-url', () => {
  it('resolves a site path against the page', () => {
    expect(sameOriginUrl('/guide/start/', PAGE)).toBe('https://rstest.rs/guide/start/');
    expect(sameOriginUrl('/zh/guide/?a=1#b', PAGE)).toBe('https://rstest.rs/zh/guide/?a=1#b');
    expect(sameOriginUrl('/docs/zh/', 'http://127.0.0.1:4173/docs/')).toBe('http://127.0.0.1:4173/docs/zh/');
  });

  it('collapses a leading run of slashes and backslashes into one slash, so the path stays on the site', () => {
    for (const target of ['//evil.example/x', '////evil.example/x', '/\\evil.example/x', '\\\\evil.example/x', '\\/evil.example/x']) {
      expect(sameOriginUrl(target, PAGE), JSON.stringify(target)).toBe('https://rstest.rs/evil.example/x');
    }
  });

  it('collapses tabs, newlines and spaces inside that run too (the URL parser drops them)', () => {
    for (const target of [
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r\n\\evil.example/x',
      '\t//evil.example/x',
      ' //evil.example/x',
      '/\t\\\t/evil.example/x',
    ]) {
      expect(sameOriginUrl(target, PAGE), JSON.stringify(target)).toBe('https://rstest.rs/evil.example/x');
    }
  });

  it('keeps percent-encoded slashes and backslashes encoded (a path on the site)', () => {
    expect(sameOriginUrl('/%2F%2Fevil.example/x', PAGE)).toBe('https://rstest.rs/%2F%2Fevil.example/x');
    expect(sameOriginUrl('/%5Cevil.example/x', PAGE)).toBe('https://rstest.rs/%5Cevil.example/x');
    expect(sameOriginUrl('/%5C%5Cevil.example/x', PAGE)).toBe('https://rstest.rs/%5C%5Cevil.example/x');
  });

  it('refuses a target on another origin: host, scheme or port', () => {
    expect(sameOriginUrl('https://evil.example/x', PAGE)).toBeNull();
    expect(sameOriginUrl('http://rstest.rs/x', PAGE)).toBeNull();
    expect(sameOriginUrl('https://rstest.rs:8443/x', PAGE)).toBeNull();
    expect(sameOriginUrl('https:evil.example', 'http://rstest.rs/')).toBeNull();
  });

  it('refuses scripts and data, also on a page whose origin is opaque', () => {
    expect(sameOriginUrl('javascript:alert(1)', PAGE)).toBeNull();
    expect(sameOriginUrl(' javascript:alert(1)', PAGE)).toBeNull();
    expect(sameOriginUrl('data:text/html,x', 'file:///site/index.html')).toBeNull();
  });

  it('refuses what cannot be parsed instead of throwing', () => {
    expect(sameOriginUrl('http://[', PAGE)).toBeNull();
    expect(sameOriginUrl('/x', 'not a url')).toBeNull();
  });
});

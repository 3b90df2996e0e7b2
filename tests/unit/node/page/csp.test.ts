import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createCspCollector,
  cspPolicy,
  cspSourcesOf,
  externalScriptOrigins,
  inlineScriptHashes,
  inlineStyleHashes,
  pagePolicy,
  searchCspOptions,
} from '../../../../src/node/page/csp';
import { DEFAULTS } from '../../../../src/shared/config-schema';

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('base64');
const LOCAL_SEARCH = { provider: 'local', maxResultsPerGroup: 20 } as const;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d === name || d.startsWith(`${name} `));

describe('node/csp', () => {
  describe('inlineScriptHashes', () => {
    it('hashes classic and module inline scripts, and JavaScript MIME types', () => {
      const html = [
        '<script>a()</script>',
        '<script type="module">b()</script>',
        "<script type='text/javascript'>c()</script>",
        '<script type=application/ecmascript>d()</script>',
      ].join('');
      expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()'), sha('d()')]);
    });

    it('skips JSON data blocks (the page record), scripts with src, empty bodies and duplicates', () => {
      const html = [
        '<script id="__RP_PAGE__" type="application/json">{"title":"x"}</script>',
        '<script type="application/ld+json">{"@type":"WebSite"}</script>',
        '<script type="module" src="/assets/entry.js"></script>',
        '<script data-src="x">e()</script>',
        '<script></script>',
        '<script>e()</script>',
      ].join('\n');
      expect(inlineScriptHashes(html)).toEqual([sha('e()')]);
    });
  });

  it('hashes inline styles and collects the origins of https scripts', () => {
    const html = '<style>.a{color:red}</style><script src="https://cdn.example.com/a.js?x=1"></script><script src="/local.js"></script>';
    expect(inlineStyleHashes(html)).toEqual([sha('.a{color:red}')]);
    expect(externalScriptOrigins(html)).toEqual(['https://cdn.example.com']);
  });

  describe('cspPolicy', () => {
    const policy = cspPolicy(['abc='], { algolia: false, styleHashes: ['sty='], scriptOrigins: ['https://cdn.example.com'] });

    it("allows scripts from the site, the given origins and hashes only: no 'unsafe-inline', no 'unsafe-eval'", () => {
      expect(directive(policy, 'script-src')).toBe("script-src 'self' https://cdn.example.com 'sha256-abc='");
      expect(policy).not.toContain('unsafe-eval');
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
      expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    });

    it('keeps stylesheets to the site and hashed inline styles, and allows style attributes (Shiki, React style props)', () => {
      expect(directive(policy, 'style-src-elem')).toBe("style-src-elem 'self' 'sha256-sty='");
      expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
      // the CSP 2 fallback for browsers without the -elem / -attr directives
      expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    });

    it('connects only to the site itself without Algolia; frame-ancestors only outside a meta tag', () => {
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(cspPolicy([], { meta: true }), 'frame-ancestors')).toBeUndefined();
    });
  });

  it('searchCspOptions: Algolia and its configured hosts for the Algolia provider, nothing for local search', () => {
    const hosts = [{ url: '127.0.0.1:8080', protocol: 'http' as const }, { url: 'search.example.com' }];
    expect(
      searchCspOptions({
        search: { provider: 'algolia', maxResultsPerGroup: 20, algolia: { appId: 'A', apiKey: 'k', indexName: 'i', hosts } },
      }),
    ).toEqual({
      algolia: true,
      connectSrc: ['http://127.0.0.1:8080', 'https://search.example.com'],
    });
    expect(
      searchCspOptions({
        search: { provider: 'local', maxResultsPerGroup: 20, algolia: { appId: 'A', apiKey: 'k', indexName: 'i', hosts } },
      }),
    ).toEqual({
      algolia: false,
      connectSrc: [],
    });
  });

  it('pagePolicy: the hashes and origins of the sources it is given', () => {
    const sources = cspSourcesOf('<script>t()</script><script src="https://stats.example/a.js"></script><style>p{}</style>');
    const policy = pagePolicy(sources, { search: LOCAL_SEARCH, markdown: DEFAULTS.markdown }, true);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' https://stats.example 'sha256-${sha('t()')}'`);
    expect(directive(policy, 'style-src-elem')).toBe(`style-src-elem 'self' 'sha256-${sha('p{}')}'`);
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
  });

  it('createCspCollector: one policy with the union of every page, each hash once', () => {
    const csp = createCspCollector({ search: LOCAL_SEARCH, markdown: DEFAULTS.markdown });
    csp.add(cspSourcesOf('<script>theme()</script><script type="application/json">{"a":1}</script>'));
    csp.add(cspSourcesOf('<script>theme()</script><script>redirect()</script><script type="application/json">{"a":2}</script>'));
    expect(directive(csp.policy(), 'script-src')).toBe(`script-src 'self' 'sha256-${sha('theme()')}' 'sha256-${sha('redirect()')}'`);
  });

  it('media from any https origin; frames only from the hosts of markdown.html.iframeHosts', () => {
    const plain = createCspCollector({ search: LOCAL_SEARCH, markdown: DEFAULTS.markdown }).policy();
    expect(directive(plain, 'media-src')).toBe("media-src 'self' https:");
    expect(directive(plain, 'frame-src')).toBeUndefined();
    const markdown = { ...DEFAULTS.markdown, html: { iframeHosts: ['www.youtube-nocookie.com', 'player.vimeo.com'] } };
    const policy = pagePolicy(cspSourcesOf(''), { search: LOCAL_SEARCH, markdown });
    expect(directive(policy, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatHeadersFile,
  headersForPath,
  immutableFileRules,
  parseHeadersFile,
  securityHeaderRules,
} from '../../../../src/node/page/headers-file';

describe('node/headers-file', () => {
  it('writes the Netlify / Cloudflare format: a path, then its headers indented by two spaces', () => {
    const text = formatHeadersFile([
      ...securityHeaderRules({ base: '/', policy: "default-src 'self'" }),
      ...immutableFileRules(['/assets/entry-a1.js']),
    ]);
    expect(text).toBe(
      [
        '/*',
        "  Content-Security-Policy: default-src 'self'",
        '  X-Content-Type-Options: nosniff',
        '  X-Frame-Options: DENY',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        '/assets/entry-a1.js',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n'),
    );
  });

  it('puts the base in front of the rule paths', () => {
    expect(securityHeaderRules({ base: '/docs/', policy: 'x' }).map((rule) => rule.path)).toEqual(['/docs/*']);
  });

  it('caches only the files it is given for good: a miss next to them is not matched', () => {
    const rules = [
      ...securityHeaderRules({ base: '/', policy: 'x' }),
      ...immutableFileRules(['/assets/entry-a1.js', '/assets/entry-b2.css']),
    ];
    expect(headersForPath(rules, '/assets/entry-a1.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(rules, '/assets/entry-b2.css')['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const miss of ['/assets/entry-old.js', '/assets/', '/assets/entry-a1.js.map']) {
      expect(headersForPath(rules, miss)['cache-control'], miss).toBeUndefined();
      expect(headersForPath(rules, miss)['x-frame-options'], miss).toBe('DENY');
    }
  });

  it('reads back what it writes, skipping comments and blank lines', () => {
    const rules = securityHeaderRules({ base: '/', policy: "script-src 'self' 'sha256-a+b/c='" });
    expect(parseHeadersFile(`# security\n\n${formatHeadersFile(rules)}`)).toEqual(rules);
  });

  it('applies every matching rule to a path; * matches across slashes, :name one segment; repeated headers are joined', () => {
    const rules = parseHeadersFile(['/*', '  X-A: 1', '/assets/*', '  Cache-Control: immutable', '/blog/:slug', '  X-A: 2'].join('\n'));
    expect(headersForPath(rules, '/guide/start/')).toEqual({ 'x-a': '1' });
    expect(headersForPath(rules, '/assets/js/entry.js')).toEqual({ 'x-a': '1', 'cache-control': 'immutable' });
    expect(headersForPath(rules, '/blog/post')).toEqual({ 'x-a': '1, 2' });
    expect(headersForPath(rules, '/blog/post/more')).toEqual({ 'x-a': '1' });
    // a dot in a rule path is literal
    expect(headersForPath(parseHeadersFile('/a.html\n  X-B: 1'), '/aXhtml')).toEqual({});
  });
});

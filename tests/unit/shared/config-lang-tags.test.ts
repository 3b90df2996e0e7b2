import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/shared/config';
import { problemsOf } from '../../support/config-problems';

const minimal = { title: 'Docs', siteUrl: 'https://docs.example.com' };
const EXPECTED = "expected a language tag such as 'en', 'zh' or 'pt-BR'";

// a language tag lands unescaped in places (a folder name, a route prefix, hreflang in the sitemap):
// only a tag's own characters are accepted
const HOSTILE_TAGS = [
  'en"><script>alert(1)</script>',
  "en' onmouseover='x",
  'en<',
  'en>',
  'en&amp;',
  'en/..',
  '../en',
  'en/zh',
  'en\\zh',
  'en?x=1',
  'en#x',
  'en%22',
  'en zh',
  ' en',
  'en\n',
  'en\u0000',
  'en\u2028',
  'ｅｎ',
  'EN',
  '',
];

describe('shared/config: language tags', () => {
  it.each(HOSTILE_TAGS)('refuses the site lang %j, naming the key', (tag) => {
    const problems = problemsOf({ ...minimal, lang: tag }).join('\n');
    expect(problems.startsWith(`lang: ${EXPECTED}, got '`), problems).toBe(true);
  });

  it.each(HOSTILE_TAGS)('refuses the locale lang %j, naming the key', (tag) => {
    const problems = problemsOf({ ...minimal, locales: [{ lang: 'en' }, { lang: tag, label: 'Other' }] });
    expect(problems.join('\n').startsWith(`locales[1].lang: ${EXPECTED}, got '`), problems.join('\n')).toBe(true);
  });

  it('accepts any label as text: escaping it is the job of where it is shown', () => {
    const label = '<script>alert("label")</script>';
    expect(
      resolveConfig({ ...minimal, locales: [{ lang: 'en', label }, { lang: 'pt-BR' }] }).locales.map((l) => [l.lang, l.label]),
    ).toEqual([
      ['en', label],
      ['pt-BR', expect.any(String)],
    ]);
  });
});

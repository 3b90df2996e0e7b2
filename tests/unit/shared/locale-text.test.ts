import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/shared/config';
import { builtinLocaleText, LOCALE_TEXT, nativeLanguageName } from '../../../src/shared/locale-text';

const BUILT_IN = ['en', 'zh', 'ja', 'ko', 'de', 'fr', 'es', 'pt-BR', 'ru'];

/** Every string of a text table by its dotted key: 'overview.titleText' -> 'Overview'. */
function strings(table: object, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(table).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? [...strings(value, `${prefix}${key}.`)] : [[`${prefix}${key}`, value as string]],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('shared/locale-text', () => {
  const english = strings(LOCALE_TEXT.en);

  it.each(BUILT_IN)('%s has every key English has, each a non-empty text with the same placeholders', (lang) => {
    const own = strings(LOCALE_TEXT[lang]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english.get(key)!));
    }
  });

  it('the languages beyond English are written in their own words, not left in English', () => {
    for (const lang of BUILT_IN.filter((l) => l !== 'en')) {
      const own = strings(LOCALE_TEXT[lang]);
      for (const key of ['prevPageText', 'notFoundText', 'takeMeHomeText', 'copyCodeText', 'missingTranslationText']) {
        expect(own.get(key), `${lang} ${key}`).not.toBe(english.get(key));
      }
    }
  });

  it('a region variant takes its language’s text; any Portuguese takes the Brazilian text under its own name', () => {
    expect(builtinLocaleText('ja-JP')).toBe(LOCALE_TEXT.ja);
    expect(builtinLocaleText('de-AT')).toBe(LOCALE_TEXT.de);
    expect(builtinLocaleText('pt-BR')).toBe(LOCALE_TEXT['pt-BR']);
    expect(builtinLocaleText('pt-PT')).toMatchObject({ ...LOCALE_TEXT['pt-BR'], label: nativeLanguageName('pt-PT') });
    expect(builtinLocaleText('it')).toBeUndefined();
  });

  it('a locale of one of these languages gets its text from the config, keeping what it sets itself', () => {
    const site = resolveConfig({
      siteUrl: 'https://x.test',
      title: 'X',
      locales: [{ lang: 'en' }, { lang: 'ja-JP', outlineTitle: '目次' }, { lang: 'ko' }, { lang: 'ru' }],
    });
    expect(site.locales.map((l) => [l.lang, l.label, l.outlineTitle, l.takeMeHomeText])).toEqual([
      ['en', 'English', 'ON THIS PAGE', 'Take me home'],
      ['ja-JP', '日本語', '目次', 'ホームに戻る'],
      ['ko', '한국어', '이 페이지의 내용', '홈으로 돌아가기'],
      ['ru', 'Русский', 'НА ЭТОЙ СТРАНИЦЕ', 'На главную'],
    ]);
  });
});

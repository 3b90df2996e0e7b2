import { describe, expect, it } from 'vitest';
import { LOCALE_TEXT } from '../../../../src/shared/locale-text';
import { SEARCH_ERROR_STRINGS } from '../../../../src/shared/search-error-strings';
import { stringsFor } from '../../../../src/shared/builtin-search-text';
import { SEARCH_STRINGS } from '../../../../src/client/search/search-strings';

const PLACEHOLDER_RE = /\{[^}]*\}|%[sd]/g;
const languages = Object.keys(LOCALE_TEXT);
const translated = languages.filter((lang) => lang !== 'en');
const englishKeys = Object.keys(SEARCH_STRINGS.en).sort();

describe('src/client/search/search-strings', () => {
  it('has the dialog text for every language with built-in UI text', () => {
    expect(Object.keys(SEARCH_STRINGS).sort()).toEqual([...languages].sort());
    expect(Object.keys(SEARCH_ERROR_STRINGS).sort()).toEqual([...languages].sort());
  });

  it.each(translated)('%s has every key, each with text of its own language and the placeholders of the English', (lang) => {
    const strings = SEARCH_STRINGS[lang] as unknown as Record<string, string>;
    const english = SEARCH_STRINGS.en as unknown as Record<string, string>;
    expect(Object.keys(strings).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      expect(strings[key].trim(), `${lang}.${key}`).not.toBe('');
      expect(strings[key], `${lang}.${key} is still the English text`).not.toBe(english[key]);
      expect(strings[key].match(PLACEHOLDER_RE) ?? [], `${lang}.${key}`).toEqual(english[key].match(PLACEHOLDER_RE) ?? []);
    }
  });

  it('gives a regional tag its language’s text, and any Portuguese the Brazilian text', () => {
    expect(stringsFor(SEARCH_STRINGS, 'de-AT', undefined).placeholder).toBe(SEARCH_STRINGS.de.placeholder);
    expect(stringsFor(SEARCH_STRINGS, 'pt-PT', undefined).noResults).toBe(SEARCH_STRINGS['pt-BR'].noResults);
    expect(stringsFor(SEARCH_ERROR_STRINGS, 'pt', undefined).retry).toBe(SEARCH_ERROR_STRINGS['pt-BR'].retry);
    expect(stringsFor(SEARCH_STRINGS, 'ja', { searchText: { placeholder: 'サイト内検索' } }).placeholder).toBe('サイト内検索');
  });
});

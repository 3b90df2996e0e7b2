// The dialog's own punctuation reads as each language writes it, not as English ASCII everywhere.
import { describe, expect, it } from 'vitest';
import { quoteMarks, withColon } from '../../../../src/client/search/punctuation';

describe('client/search/punctuation', () => {
  it('puts a full-width colon after Chinese and Japanese, a narrow no-break space before the French one, ASCII elsewhere', () => {
    expect(withColon('你可以尝试查询', 'zh')).toBe('你可以尝试查询：');
    expect(withColon('次のキーワードで検索してみてください', 'ja')).toBe('次のキーワードで検索してみてください：');
    expect(withColon('Essayez de rechercher', 'fr')).toBe('Essayez de rechercher\u202f:');
    expect(withColon('Try searching for', 'en-GB')).toBe('Try searching for:');
    expect(withColon('Prueba a buscar', 'es')).toBe('Prueba a buscar:');
  });

  it("adds no second colon to an author's text that ends with one", () => {
    expect(withColon('Try:', 'en')).toBe('Try:');
    expect(withColon('试试：', 'zh')).toBe('试试：');
  });

  it("quotes the query with the language's marks, spaced off the words where the language spaces them", () => {
    expect(quoteMarks('zh')).toEqual(['“', '”']);
    expect(quoteMarks('ja')).toEqual(['「', '」']);
    expect(quoteMarks('fr')).toEqual([' «\u202f', '\u202f»']);
    expect(quoteMarks('de')).toEqual([' „', '“']);
    expect(quoteMarks('en')).toEqual([' "', '"']);
  });
});

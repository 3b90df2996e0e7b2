import { describe, expect, it } from 'vitest';
import { ofLanguage } from '../../../src/shared/localized';

describe('shared/localized ofLanguage', () => {
  const table = { en: 'Tip', zh: '提示', 'pt-BR': 'Dica' };

  it("takes the tag's own entry, else its base language's, else none", () => {
    expect(ofLanguage(table, 'pt-BR')).toBe('Dica');
    expect(ofLanguage(table, 'zh-TW')).toBe('提示');
    expect(ofLanguage(table, 'en-GB')).toBe('Tip');
    expect(ofLanguage(table, 'pt-PT')).toBeUndefined();
    expect(ofLanguage(table, 'ja')).toBeUndefined();
  });

  it('never answers with what every object has', () => {
    expect(ofLanguage(table, 'constructor')).toBeUndefined();
    expect(ofLanguage(table, 'toString-x')).toBeUndefined();
  });
});

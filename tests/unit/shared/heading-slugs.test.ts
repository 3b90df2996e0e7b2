import { slug } from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { slugOf, vitepressSlug } from '../../../src/shared/heading-slugs';

describe('src/shared/heading-slugs', () => {
  it.each([
    ['--configPlugin <plugin>', 'configplugin-plugin'],
    ['Getting Started', 'getting-started'],
    ['2. Café & Co', '_2-cafe-co'],
    ['snake_case and kebab-case', 'snake-case-and-kebab-case'],
    ['“Quoted” (text)?', 'quoted-text'],
    ['监听模式', '监听模式'],
  ])("VitePress's id of %s is %s", (text, id) => {
    expect(vitepressSlug(text)).toBe(id);
  });

  it("gives GitHub's id for the github style", () => {
    expect(slugOf('--configPlugin <plugin>', 'github')).toBe(slug('--configPlugin <plugin>'));
    expect(slugOf('--configPlugin <plugin>', 'github')).toBe('--configplugin-plugin');
  });
});

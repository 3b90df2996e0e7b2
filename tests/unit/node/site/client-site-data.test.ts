// The site data every page's JS carries, and the parts of it that load only with the code that reads them.
import { describe, expect, it } from 'vitest';
import { rstack } from '../../../../content/theme/ecosystem';
import { resolveConfig } from '../../../../src/shared/config';
import { clientSiteData, siteDataCode, sitePartCode } from '../../../../src/node/site/client-site-data';

const site = (themeConfig: Record<string, unknown> = { ecosystem: rstack }) =>
  resolveConfig({ title: 'Docs', siteUrl: 'https://example.com', locales: [{ lang: 'en' }, { lang: 'zh' }], themeConfig });

describe('node/site/client-site-data: the ecosystem loads with its menu panel or the home page', () => {
  it("keeps the ecosystem's items and tagline out of the site data, and what the closed menu reads in", () => {
    const { ecosystem } = clientSiteData(site()).config.themeConfig;
    expect(ecosystem).toEqual({ title: 'Rstack', label: rstack.label, link: rstack.link, logo: rstack.logo, menu: true, landing: true });
    const code = siteDataCode(site());
    expect(code).not.toContain('Awesome Rstack');
    expect(code).not.toContain('One fast JavaScript toolchain');
  });

  it("keeps the theme options' order, so the site data is otherwise as before", () => {
    const config = site({ darkMode: false, ecosystem: rstack, search: false });
    expect(Object.keys(clientSiteData(config).config.themeConfig)).toEqual(Object.keys(config.themeConfig));
  });

  it('gives the whole ecosystem in its own module, and null for a site without one', () => {
    const code = sitePartCode(site(), 'ecosystem')!;
    expect(code).toMatch(/^export const ecosystem = /);
    expect(code).toContain('Awesome Rstack');
    expect(code).toContain('One fast JavaScript toolchain');
    expect(sitePartCode(site({}), 'ecosystem')).toBe('export const ecosystem = null;\n');
    expect(siteDataCode(site({}))).not.toContain('ecosystem');
  });

  it('has no module for a part there is not', () => {
    expect(sitePartCode(site(), 'toString')).toBeUndefined();
    expect(sitePartCode(site(), 'sidebar')).toBeUndefined();
  });
});

describe('node/site/client-site-data: the search synonyms load with the local search', () => {
  const synonyms = { en: [['flaky', 'retry']], zh: [['模拟', 'mock']] };
  const withSynonyms = () =>
    resolveConfig({ title: 'Docs', siteUrl: 'https://example.com', locales: [{ lang: 'en' }, { lang: 'zh' }], search: { synonyms } });

  it('keeps them out of the site data, the other search options in, in their order', () => {
    const site = withSynonyms();
    const { search } = clientSiteData(site).config;
    expect(search).not.toHaveProperty('synonyms');
    expect(Object.keys(search)).toEqual(Object.keys(site.search).filter((key) => key !== 'synonyms'));
    expect(siteDataCode(site)).not.toContain('flaky');
  });

  it('gives them in their own module, and null for a site without any', () => {
    expect(sitePartCode(withSynonyms(), 'synonyms')).toBe(`export const synonyms = ${JSON.stringify(synonyms)};\n`);
    expect(sitePartCode(site({}), 'synonyms')).toBe('export const synonyms = null;\n');
  });
});

// Stand-in for the plugin's `virtual:site` module in unit and component tests.
import { resolveConfig } from '../../src/shared/config';
import type { Locale } from '../../src/shared/types';

const config = resolveConfig({
  siteUrl: 'https://example.test',
  title: 'Site',
  locales: [
    { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/' }] },
    { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/guide/' }] },
  ],
});

export const siteData = { config };

export const localeLoaders: Record<string, () => Promise<Locale>> = Object.fromEntries(
  config.locales.map((locale) => [locale.lang, async () => locale]),
);

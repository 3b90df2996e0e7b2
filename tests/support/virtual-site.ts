// Stand-in for the plugin's `virtual:site` module in unit and component tests.
import { resolveConfig } from '../../src/shared/config';

export const siteData = {
  config: resolveConfig({
    siteUrl: 'https://example.test',
    title: 'Site',
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/' }] },
      { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/guide/' }] },
    ],
  }),
};

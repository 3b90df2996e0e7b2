// A page's language texts as the browser gets them: the search error screen, which shows when nothing
// more can be downloaded, must find its text in them for any language but English.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/shared/config';
import { clientLocale } from '../../../../src/node/site/client-site-data';

const site = (searchText?: Record<string, string>) =>
  resolveConfig({
    title: 'Docs',
    siteUrl: 'https://example.com',
    lang: 'en',
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文', ...(searchText ? { searchText } : {}) },
      { lang: 'ja', label: '日本語' },
    ],
  });

describe('node/site/clientLocale: the search error screen speaks the page language offline', () => {
  it('gives a Chinese or Japanese locale its built-in error texts', () => {
    const [, zh, ja] = site().locales;
    expect(clientLocale(zh).searchText).toEqual({
      errorTitle: '无法获取结果',
      errorHelp: '你可能需要检查你的网络连接',
      retry: '重试',
      cancel: '取消',
    });
    expect(clientLocale(ja).searchText?.retry).toBe('再試行');
  });

  it("adds nothing to English, whose text the browser has built in: its JSON is the locale's as before", () => {
    const en = clientLocale(site().locales[0]);
    expect(en).not.toHaveProperty('searchText');
  });

  it("keeps the author's own texts over the built-in ones, and their place in the locale", () => {
    const zh = site({ retry: '再来一次', placeholder: '搜索文档' }).locales[1];
    const client = clientLocale(zh);
    expect(client.searchText).toMatchObject({ retry: '再来一次', placeholder: '搜索文档', errorTitle: '无法获取结果' });
    expect(Object.keys(client)).toEqual(Object.keys(zh).filter((key) => key in client));
  });
});

import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/shared/title';
import type { PageType } from '../../../src/shared/types';

const site = { title: 'Rstest' };
const en = { title: 'Rstest' };
const zh = { title: 'Rstest', titleSuffix: ' - 基于 Rspack 的测试框架' };
const page = (title: string, pageType: PageType = 'doc', frontmatter = {}) => ({ title, pageType, frontmatter });

describe('shared/title', () => {
  it("doc: 'page title - site title'", () => {
    expect(pageTitle({ page: page('Quick start'), site, locale: en })).toBe('Quick start - Rstest');
  });

  it('front matter title wins over the page title', () => {
    expect(pageTitle({ page: page('H1', 'doc', { title: 'FM' }), site, locale: en })).toBe('FM - Rstest');
  });

  it('home: the site title alone', () => {
    expect(pageTitle({ page: page('Home', 'home'), site, locale: en })).toBe('Rstest');
  });

  it("404: '404 - site title', suffix or not", () => {
    expect(pageTitle({ page: page('', '404'), site, locale: en })).toBe('404 - Rstest');
    expect(pageTitle({ page: page('', '404'), site, locale: zh })).toBe('404 - Rstest');
  });

  it('a locale titleSuffix replaces the site title; a leading "-" joins with one space', () => {
    expect(pageTitle({ page: page('快速上手'), site, locale: zh })).toBe('快速上手 - 基于 Rspack 的测试框架');
    expect(pageTitle({ page: page('首页', 'home'), site, locale: zh })).toBe('Rstest - 基于 Rspack 的测试框架');
  });

  it('a front matter titleSuffix wins; "|" joins with one space, other text with " - "', () => {
    expect(pageTitle({ page: page('A', 'doc', { titleSuffix: '| Docs' }), site, locale: zh })).toBe('A | Docs');
    expect(pageTitle({ page: page('A', 'doc', { titleSuffix: 'Docs' }), site, locale: en })).toBe('A - Docs');
    expect(pageTitle({ page: page('A', 'home', { titleSuffix: 'Tests' }), site, locale: en })).toBe('Rstest - Tests');
  });

  it('the locale title wins over the site title; a page without title gets the site title', () => {
    expect(pageTitle({ page: page('A'), site, locale: { title: 'Rstest 文档' } })).toBe('A - Rstest 文档');
    expect(pageTitle({ page: page('  ', 'custom'), site })).toBe('Rstest');
  });
});

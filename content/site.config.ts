import { defineConfig } from '../src/shared/config';
import { apiSidebar } from './sidebars/api';
import { configSidebar } from './sidebars/config';
import { guideSidebar } from './sidebars/guide';
import { rstack } from './theme/ecosystem';

const repo = 'https://github.com/web-infra-dev/rstest';
const docRepoBaseUrl = `${repo}/tree/main/website/docs`;

export default defineConfig({
  siteUrl: 'https://rstest.rs',
  title: 'Rstest',
  description: 'Rstest is a JavaScript testing framework built on Rspack',
  icon: '/rstest-logo.svg',
  logo: '/rstest-logo.svg',
  logoText: 'Rstest',
  locales: [
    {
      lang: 'en',
      label: 'English',
      title: 'Rstest',
      description: 'Rstest is a JavaScript testing framework built on Rspack',
      editLink: { docRepoBaseUrl, text: '📝 Edit this page on GitHub' },
      nav: [
        { text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' },
        { text: 'Config', link: '/config/', activeMatch: '/config/' },
        { text: 'API', link: '/api/', activeMatch: '/api/' },
      ],
      sidebar: {
        '/guide/': guideSidebar.en,
        '/config/': configSidebar.en,
        '/api/': apiSidebar.en,
      },
    },
    {
      lang: 'zh',
      label: '简体中文',
      title: 'Rstest',
      description: 'Rstest 是基于 Rspack 构建的 JavaScript 测试框架',
      editLink: { docRepoBaseUrl, text: '📝 在 GitHub 上编辑此页' },
      outlineTitle: '目录',
      prevPageText: '上一页',
      nextPageText: '下一页',
      nav: [
        { text: '指南', link: '/zh/guide/start/', activeMatch: '/zh/guide/' },
        { text: '配置', link: '/zh/config/', activeMatch: '/zh/config/' },
        { text: 'API', link: '/zh/api/', activeMatch: '/zh/api/' },
      ],
      sidebar: {
        '/zh/guide/': guideSidebar.zh,
        '/zh/config/': configSidebar.zh,
        '/zh/api/': apiSidebar.zh,
      },
    },
  ],
  search: {
    // words readers use for the ones the docs use
    synonyms: {
      en: [
        ['share', 'reuse'],
        ['rerun', 'retry'],
        ['flaky', 'retry'],
        ['folder', 'directory'],
        ['env', 'environment'],
        ['mock', 'stub'],
      ],
      zh: [
        ['模拟', '替换', 'mock'],
        ['列出', '输出', '打印'],
        ['共享', '复用'],
        ['预期失败', 'fails'],
        ['多项目', 'projects'],
        ['测试套件', 'describe'],
      ],
    },
  },
  themeConfig: {
    socialLinks: [
      { icon: 'github', mode: 'link', content: repo },
      { icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
    ],
    footer: { copyright: '© 2024-present ByteDance Inc.' },
    // the keys the site has always used, so returning readers keep their theme and tab choices
    storagePrefix: 'rspress',
    customCss: './theme/rstest.css',
    ecosystem: rstack,
  },
});

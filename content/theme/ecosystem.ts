import type { UserConfig } from '../../src/shared/config';

type Ecosystem = NonNullable<NonNullable<UserConfig['themeConfig']>['ecosystem']>;

/** One Rstack tool: its logo is content/public/ecosystem/<name in lower case>.svg. */
const tool = (name: string, link: string, description: { en: string; zh: string }, role: { en: string; zh: string }, logoScale?: number) => ({
  name,
  link,
  logo: `/ecosystem/${name.toLowerCase()}.svg`,
  ...(logoScale ? { logoScale } : {}),
  description,
  role,
});

/** The Rstack toolchain: the grid menu before the site title and the section of the home pages. */
export const rstack: Ecosystem = {
  title: 'Rstack',
  label: { en: 'Rstack toolchain', zh: 'Rstack 工具链' },
  tagline: {
    en: 'One fast JavaScript toolchain built around Rspack, with the same architecture from bundling to testing',
    zh: '以 Rspack 为核心的高性能 JavaScript 工具链，从打包到测试共享同一套架构',
  },
  link: 'https://github.com/web-infra-dev',
  logo: '/ecosystem/rstack.svg',
  items: [
    tool('Rspack', 'https://rspack.rs', { en: 'A bundler written in Rust that keeps a webpack-compatible API', zh: '用 Rust 编写的打包工具，保持与 webpack 兼容的 API' }, { en: 'Bundler', zh: '高性能打包工具' }),
    tool('Rsbuild', 'https://rsbuild.rs', { en: 'A build tool on top of Rspack that works without setup', zh: '基于 Rspack 的构建工具，无需配置即可上手' }, { en: 'Build tool', zh: '开箱即用的构建工具' }),
    tool('Rslib', 'https://rslib.rs', { en: 'Builds JavaScript libraries and UI component packages with Rsbuild', zh: '借助 Rsbuild 构建 JavaScript 库与 UI 组件库' }, { en: 'Library development tool', zh: '库开发工具' }),
    tool('Rspress', 'https://rspress.rs', { en: 'A static site generator for documentation, powered by Rsbuild', zh: '基于 Rsbuild 的静态站点生成器，为文档站点而生' }, { en: 'Static site generator', zh: '静态站点生成器' }),
    tool('Rsdoctor', 'https://rsdoctor.rs', { en: 'Inspect and analyze your builds in one place', zh: '在一处查看并分析每一次构建的构建分析工具' }, { en: 'Build analyzer', zh: '构建分析工具' }, 0.95),
    tool('Rstest', 'https://rstest.rs/', { en: 'A testing framework with first-class support for the Rspack ecosystem', zh: '为 Rspack 生态提供一流支持的测试框架' }, { en: 'Testing framework', zh: '测试框架' }, 0.95),
    tool('Rslint', 'https://rslint.rs/', { en: 'A fast JavaScript and TypeScript linter built on typescript-go', zh: '基于 typescript-go 的高速 JavaScript 与 TypeScript 代码检查工具' }, { en: 'Linter', zh: '代码检查工具' }, 0.95),
    {
      name: 'Awesome Rstack',
      link: 'https://github.com/web-infra-dev/awesome-rstack',
      logo: '/ecosystem/awesome-rstack.svg',
      role: { en: 'Explore the Rstack ecosystem', zh: '探索 Rstack 生态' },
      landing: false,
    },
  ],
};

import type { Lang } from '../../../shared/types';

/** A tool of the Rstack family, as its card shows it: desc is Chinese, descEn English; role is the short menu label. */
export interface ToolCard {
  name: string;
  desc: string;
  descEn: string;
  role: string;
  roleEn: string;
  /** site-relative logo (content/public/ecosystem/) */
  logo: string;
  url: string;
  urlEn: string;
  logoScale?: number;
}

export const RSTACK_ORG_URL = 'https://github.com/web-infra-dev';
export const RSTACK_LOGO = '/ecosystem/rstack.svg';

export const RSTACK_TAGLINE: Record<Lang, string> = {
  en: 'One fast JavaScript toolchain built around Rspack, with the same architecture from bundling to testing',
  zh: '以 Rspack 为核心的高性能 JavaScript 工具链，从打包到测试共享同一套架构',
};

const tool = (name: string, url: string, descEn: string, desc: string, roleEn: string, role: string, logoScale?: number): ToolCard => ({
  name,
  desc,
  descEn,
  role,
  roleEn,
  logo: `/ecosystem/${name.toLowerCase()}.svg`,
  url,
  urlEn: url,
  logoScale,
});

/** The seven tools, in the order of the landing section. */
export const RSTACK_TOOLS: ToolCard[] = [
  tool('Rspack', 'https://rspack.rs', 'A bundler written in Rust that keeps a webpack-compatible API', '用 Rust 编写的打包工具，保持与 webpack 兼容的 API', 'Bundler', '高性能打包工具'),
  tool('Rsbuild', 'https://rsbuild.rs', 'A build tool on top of Rspack that works without setup', '基于 Rspack 的构建工具，无需配置即可上手', 'Build tool', '开箱即用的构建工具'),
  tool('Rslib', 'https://rslib.rs', 'Builds JavaScript libraries and UI component packages with Rsbuild', '借助 Rsbuild 构建 JavaScript 库与 UI 组件库', 'Library development tool', '库开发工具'),
  tool('Rspress', 'https://rspress.rs', 'A static site generator for documentation, powered by Rsbuild', '基于 Rsbuild 的静态站点生成器，为文档站点而生', 'Static site generator', '静态站点生成器'),
  tool('Rsdoctor', 'https://rsdoctor.rs', 'Inspect and analyze your builds in one place', '在一处查看并分析每一次构建的构建分析工具', 'Build analyzer', '构建分析工具', 0.95),
  tool('Rstest', 'https://rstest.rs/', 'A testing framework with first-class support for the Rspack ecosystem', '为 Rspack 生态提供一流支持的测试框架', 'Testing framework', '测试框架', 0.95),
  tool('Rslint', 'https://rslint.rs/', 'A fast JavaScript and TypeScript linter built on typescript-go', '基于 typescript-go 的高速 JavaScript 与 TypeScript 代码检查工具', 'Linter', '代码检查工具', 0.95),
];

/** The eighth menu entry: the ecosystem explorer. */
export const AWESOME_RSTACK: ToolCard = {
  ...tool('Awesome Rstack', 'https://github.com/web-infra-dev/awesome-rstack', '', '', 'Explore the Rstack ecosystem', '探索 Rstack 生态'),
  logo: '/ecosystem/awesome-rstack.svg',
};

/** Host of a URL for display: 'https://rstest.rs/' -> 'rstest.rs'. */
export const hostOf = (url: string) => new URL(url).host;

/** The `lang` setting, else Chinese when the path contains 'zh', else English. */
export function ecosystemLang(lang: Lang | undefined, pathname: string): Lang {
  return lang ?? (pathname.includes('zh') ? 'zh' : 'en');
}

import type { UserConfig } from './src/shared/config';

export type { UserConfig, UserLocale } from './src/shared/config';
export type {
  Feature,
  Frontmatter,
  HeadTag,
  Hero,
  HeroAction,
  NavItem,
  PageType,
  Sidebar,
  SidebarItem,
  SidebarLink,
  SocialLink,
} from './src/shared/types';

/** Typed identity, so site.config.ts gets completion and type errors. */
export declare function defineConfig(config: UserConfig): UserConfig;

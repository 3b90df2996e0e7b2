// The package's public API, for a site.config.ts: `import { defineConfig } from 'quire'`. Built into
// lib/index.js and lib/types (scripts/build-package.mjs). defineConfig must stay the typed identity
// of src/shared/config.ts (a test checks the two agree); it is written here rather than re-exported,
// so that importing it loads nothing else.
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
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

/**
 * The site state of a command: the user's config resolved and checked, its warnings, and the content
 * folder scanned. The build and dev make theirs here; dev first resolves the config alone, which its
 * kept compiles and its highlighting need (dev/dev-server.ts).
 */
import { relative, resolve, sep } from 'node:path';
import { resolveConfig } from '../../shared/config';
import type { SiteConfig } from '../../shared/types';
import { resolveComponentsModule } from '../markdown/components-module';
import { configWarnings } from './config-warnings';
import { SiteState, type PageCompiling } from './site-state';
import type { PageMetaStore } from './page-meta';
import { checkThemeFiles } from './theme-files';

/** The config as written, resolved, with the files it names checked; a problem throws a ConfigError. */
export function resolveSiteConfig(config: unknown, contentDir: string): SiteConfig {
  // their messages name files relative to the folder the command runs in
  const site = resolveComponentsModule(resolveConfig(config), contentDir, process.cwd());
  checkThemeFiles(site, contentDir, process.cwd());
  return site;
}

export interface CreateSiteStateOptions {
  /** the generator's folder; default process.cwd() */
  root?: string;
  /** the folder holding site.config.ts; default `content` in root */
  contentDir?: string;
  /** the config resolved already (resolveSiteConfig of the same config); default: resolved here */
  site?: SiteConfig;
  /** dev: how its pages compile (dev/dev-compiling.ts) */
  compiling?: PageCompiling;
  /** dev: build the draft pages too */
  drafts?: boolean;
  /** dev: what the scan reads of page files, kept between servers */
  pageMetas?: PageMetaStore;
}

/** The state over `config` (the default export of site.config.ts, unvalidated), its content scanned. */
export function createSiteState(config: unknown, options: CreateSiteStateOptions = {}): SiteState {
  const { root = process.cwd(), compiling, drafts, pageMetas } = options;
  const contentDir = options.contentDir ?? resolve(root, 'content');
  const site = options.site ?? resolveSiteConfig(config, contentDir);
  // named as every message names a file: relative to the folder the command runs in
  const configFile = relative(process.cwd(), resolve(contentDir, 'site.config.ts')).split(sep).join('/');
  const state = new SiteState({
    site,
    root,
    contentDir,
    compiling,
    drafts,
    pageMetas,
    configWarnings: configWarnings(config, site, configFile),
  });
  state.rescan();
  return state;
}

/**
 * Rspress on the same Markdown, for the comparison of `npm run bench -- --rspress`: installed from the
 * npm registry into a cache folder of its own outside the repository (`~/.cache/quire-bench/rspress`,
 * or under $XDG_CACHE_HOME), where a site is laid out for it the way Rspress wants one: the content's
 * language folders and public folder under `docs/`, and an `rspress.config.mjs` made from the site
 * config (title, logo, languages, nav, sidebar, social links). Nothing of it enters the repository.
 *
 * The content keeps quire's own Markdown extensions; Rspress shows those it does not know as text, and
 * a code block in a language its Shiki lacks (quire's `pm` package-manager blocks) as plain text
 * instead of failing the build.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { SiteConfig } from '../src/shared/config-schema';
import { discard } from './bench-discard';
import { timedNode, type TimedRun } from './bench-timed';

/** The release compared against: the newest @rspress/core, whose engines (^20.19.0 || >=22.12.0) accept this Node. */
export const RSPRESS_VERSION = '2.0.22';
/** An install that has not finished by then has failed (a closed network can leave npm retrying). */
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;

export function rspressHome(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'quire-bench', 'rspress');
}

const coreManifest = (home: string) => join(home, 'node_modules', '@rspress', 'core', 'package.json');
const siteDir = (home: string) => join(home, 'site');
export const rspressOutDir = (home: string) => join(siteDir(home), 'doc_build');

/** Whether `home` holds the release compared against. */
export function hasRspress(home: string): boolean {
  try {
    return JSON.parse(readFileSync(coreManifest(home), 'utf8')).version === RSPRESS_VERSION;
  } catch {
    return false;
  }
}

/** The line of npm's output that says what failed, or its exit. */
function npmFailure(r: ReturnType<typeof spawnSync>): string {
  if (r.error) return r.error.message;
  const lines = String(r.stderr ?? '')
    .split('\n')
    .map((line) => line.trim());
  const telling =
    lines.find((line) => /^npm (?:error|ERR!) (?:code|errno|network)/.test(line)) ?? lines.find((line) => /^npm (?:error|ERR!)/.test(line));
  return telling ?? `npm exited with ${r.status ?? r.signal}`;
}

/** Install RSPRESS_VERSION into `home` unless it is there; undefined when it is ready, else why not. */
export function installRspress(home: string, log: (line: string) => void): string | undefined {
  if (hasRspress(home)) return undefined;
  mkdirSync(home, { recursive: true });
  const manifest = join(home, 'package.json');
  if (!existsSync(manifest))
    writeFileSync(
      manifest,
      `${JSON.stringify({ private: true, description: 'Rspress for the comparison of npm run bench (quire)' }, null, 2)}\n`,
    );
  log(`Rspress: installing @rspress/core@${RSPRESS_VERSION} into ${home}`);
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `@rspress/core@${RSPRESS_VERSION}`], {
    cwd: home,
    encoding: 'utf8',
    timeout: INSTALL_TIMEOUT_MS,
  });
  if (r.status !== 0 || !hasRspress(home)) return `npm install failed: ${npmFailure(r)}`;
  return undefined;
}

/** Rspress's config for a site of quire's: the same languages (the site's at the root), nav, sidebars and brand. */
export function rspressConfig(site: SiteConfig): Record<string, unknown> {
  return {
    root: 'docs',
    outDir: 'doc_build',
    title: site.title,
    description: site.description,
    icon: site.icon,
    logo: site.logo,
    logoText: site.logoText,
    lang: site.lang,
    locales: site.locales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
    markdown: { shiki: { fallbackLanguage: 'txt' } },
    themeConfig: {
      socialLinks: site.themeConfig.socialLinks,
      footer: site.themeConfig.footer?.copyright ? { message: site.themeConfig.footer.copyright } : undefined,
      locales: site.locales.map(({ lang, label, nav, sidebar, editLink, outlineTitle, prevPageText, nextPageText }) => ({
        lang,
        label,
        nav,
        sidebar,
        editLink,
        outlineTitle,
        prevPageText,
        nextPageText,
      })),
    },
  };
}

/** A new site for Rspress in `home`: `docs/` with the content's language and public folders, and its config. */
function writeSite(home: string, contentDir: string, site: SiteConfig): void {
  const dir = siteDir(home);
  // the site, its output and what Rspress keeps between builds (node_modules/.cache, .rspress) go
  discard(dir);
  discard(join(home, 'node_modules', '.cache'));
  for (const folder of [...site.locales.map((locale) => locale.lang), 'public']) {
    if (existsSync(join(contentDir, folder))) cpSync(join(contentDir, folder), join(dir, 'docs', folder), { recursive: true });
  }
  writeFileSync(join(dir, 'rspress.config.mjs'), `export default ${JSON.stringify(rspressConfig(site), null, 2)};\n`);
}

/** A cold `rspress build` of `contentDir`: a new site folder with nothing kept, timed like quire's build. */
export function rspressColdBuild(home: string, contentDir: string, site: SiteConfig): TimedRun {
  writeSite(home, contentDir, site);
  const bin = join(home, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');
  return timedNode('rspress build', [bin, 'build', '-c', 'rspress.config.mjs'], { cwd: siteDir(home) });
}

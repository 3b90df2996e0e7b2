/**
 * `quire init --from`, the writing: a content folder holding site.config.ts and, for each language,
 * a link to the folder the other generator keeps its pages in, so that every page stays where and
 * as it is (and the public folder likewise). Nothing is written when any of it is already there.
 */
import { lstat, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { CLI_NAME } from './args';
import type { ImportedSite } from './from-site';
import { ScaffoldConflict } from './scaffold';

/** What the folder gets: files with their text, links with their target (absolute). */
interface Plan {
  files: Record<string, string>;
  links: Record<string, string>;
}

/** The default lists, and the other languages inside a language's pages (VitePress keeps them in its srcDir). */
function excludesOf(site: ImportedSite): string[] {
  const own = site.locales.flatMap((locale) => locale.otherLanguages.map((folder) => `${locale.lang}/${folder}/**`));
  return ['**/shared/**', '**/theme/**', ...own];
}

/** The config as TypeScript; every value goes through JSON.stringify. */
export function configText(site: ImportedSite, shown: (file: string) => string): string {
  const config = {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl ?? 'https://example.com',
    ...(site.base ? { base: site.base } : {}),
    lang: site.locales[0]?.lang ?? 'en',
    route: { exclude: excludesOf(site) },
    locales: site.locales.map((locale) => ({ lang: locale.lang, label: locale.label, nav: locale.nav, sidebar: locale.sidebar })),
  };
  const lines = [
    `import { defineConfig } from '${CLI_NAME}';`,
    '',
    `// Written by ${CLI_NAME} init --from, from the ${site.generator} site's ${site.read.map(shown).join(', ')}.`,
    '// Each language folder here is a link to where the pages are; the pages are as they were.',
  ];
  if (!site.siteUrl) lines.push('// TODO: siteUrl: the address the site is published at (canonical URLs, the sitemap and llms.txt use it)');
  if (site.unreadable.length > 0) {
    lines.push('// TODO: left out, as only running the file would give their values:');
    for (const entry of site.unreadable) lines.push(`//   ${shown(entry.file)}:${entry.line} ${entry.key} (${entry.what})`);
  }
  if (site.leftOutLinks && site.leftOutLinks.length > 0) {
    lines.push('// TODO: links left out, as no moved page is at their address (a blog, a custom page, a path with no page):');
    for (const entry of site.leftOutLinks)
      lines.push(`//   ${shown(entry.file)}:${entry.line} ${JSON.stringify(entry.text)} -> ${JSON.stringify(entry.link)}`);
  }
  lines.push(`export default defineConfig(${JSON.stringify(config, null, 2)});`, '');
  return lines.join('\n');
}

function homeText(site: ImportedSite, link: string): string {
  const hero = { name: site.title, tagline: site.description || undefined, actions: [{ text: 'Get started', link, theme: 'brand' }] };
  return `---\npageType: home\nhero: ${JSON.stringify(hero)}\n---\n`;
}

function planOf(site: ImportedSite, contentDir: string, shown: (file: string) => string): Plan {
  const files: Record<string, string> = { 'site.config.ts': configText(site, shown) };
  const links: Record<string, string> = {};
  for (const [i, locale] of site.locales.entries()) {
    links[locale.routeFolder ? `${locale.lang}/${locale.routeFolder}` : locale.lang] = locale.pagesDir;
    if (i === 0 && site.home && locale.routeFolder) files[`${locale.lang}/index.md`] = homeText(site, site.home.link);
  }
  if (site.publicDir && relative(contentDir, site.publicDir) !== 'public') links.public = site.publicDir;
  return { files, links };
}

const exists = (path: string) =>
  lstat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
  );

/**
 * Write the content folder for `site`; returns what was written, relative to `contentDir`. Refuses
 * (ScaffoldConflict) when any of it exists; what this call wrote is removed again when a write fails.
 */
export async function writeImportedSite(site: ImportedSite, contentDir: string, shown: (file: string) => string): Promise<string[]> {
  const { files, links } = planOf(site, contentDir, shown);
  const names = [...Object.keys(files), ...Object.keys(links)];
  const taken: string[] = [];
  for (const name of names) if (await exists(join(contentDir, name))) taken.push(name);
  if (taken.length > 0) throw new ScaffoldConflict(taken);
  const written: string[] = [];
  try {
    for (const [name, target] of Object.entries(links)) {
      await mkdir(dirname(join(contentDir, name)), { recursive: true });
      // relative, so the project can move; a junction on Windows needs no privilege
      const to = relative(dirname(join(contentDir, name)), target)
        .split(sep)
        .join('/');
      await symlink(process.platform === 'win32' ? target : to, join(contentDir, name), 'junction');
      written.push(name);
    }
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(contentDir, name)), { recursive: true });
      await writeFile(join(contentDir, name), text, { flag: 'wx' });
      written.push(name);
    }
  } catch (error) {
    await Promise.all(written.map((name) => rm(join(contentDir, name), { force: true })));
    throw error;
  }
  return written;
}

/**
 * `quire init --from` on a VitePress site: .vitepress/config.{ts,mts,js,mjs} (title, description,
 * base, themeConfig nav and sidebar, locales) and its srcDir, read as text (static-config.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NavItem, SidebarItem } from '../../shared/config-schema';
import { addProblems } from './from-docusaurus';
import { languageLabel, listPages, type ImportedLocale, type ImportedSite } from './from-site';
import { readStaticConfig } from './static-config';

const CONFIG_NAMES = ['config.ts', 'config.mts', 'config.js', 'config.mjs', 'config.cts', 'config.cjs'];

/** The keys of the VitePress config this import reads. */
const VITEPRESS_USED_RE =
  /^(?:title|description|base|srcDir|lang|sitemap|locales|themeConfig(?:\.nav|\.sidebar)?|\(the config\))(?:[.[].*)?$/;

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const vitepressConfigOf = (folder: string) =>
  CONFIG_NAMES.map((name) => join(folder, '.vitepress', name)).find((file) => existsSync(file));

/** A VitePress link as a quire one: '.md' and '.html' endings go, as both generators serve clean URLs. */
const cleanLink = (link: string) => (/^[a-z]+:/i.test(link) ? link : link.replace(/\.(md|html)(?=$|#)/, ''));

function navItems(items: unknown): NavItem[] {
  return (Array.isArray(items) ? items : []).flatMap((item): NavItem[] => {
    if (!isObj(item) || !text(item.text)) return [];
    const nav: NavItem = { text: text(item.text)! };
    if (text(item.link)) nav.link = cleanLink(text(item.link)!);
    if (Array.isArray(item.items)) nav.items = navItems(item.items);
    if (text(item.activeMatch)) nav.activeMatch = text(item.activeMatch);
    return nav.link || nav.items ? [nav] : [];
  });
}

function sidebarItems(items: unknown, base = ''): SidebarItem[] {
  return (Array.isArray(items) ? items : []).flatMap((item): SidebarItem[] => {
    if (!isObj(item)) return [];
    const itemBase = text(item.base) ?? base;
    const out: SidebarItem = { text: text(item.text) ?? '' };
    if (text(item.link)) out.link = cleanLink(itemBase + text(item.link)!);
    if (Array.isArray(item.items)) out.items = sidebarItems(item.items, itemBase);
    if (typeof item.collapsed === 'boolean') Object.assign(out, { collapsible: true, collapsed: item.collapsed });
    return out.text || out.link ? [out] : [];
  });
}

/** themeConfig.sidebar: an array (one sidebar everywhere) or an object keyed by path, each an array or { base, items }. */
function sidebarOf(sidebar: unknown, prefix: string): Record<string, SidebarItem[]> {
  if (Array.isArray(sidebar)) return { [`${prefix}/`]: sidebarItems(sidebar) };
  if (!isObj(sidebar)) return {};
  return Object.fromEntries(
    Object.entries(sidebar).map(([key, value]) => [key, isObj(value) ? sidebarItems(value.items, text(value.base)) : sidebarItems(value)]),
  );
}

/** Read a VitePress site whose .vitepress folder is in `folder`; undefined when there is none. */
export function readVitepressSite(folder: string): ImportedSite | undefined {
  const configFile = vitepressConfigOf(folder);
  if (!configFile) return undefined;
  const read = readStaticConfig(readFileSync(configFile, 'utf8'), configFile);
  const site: ImportedSite = {
    generator: 'VitePress',
    title: '',
    description: '',
    locales: [],
    read: [configFile],
    unreadable: [],
    notes: [],
  };
  addProblems(site, configFile, read, VITEPRESS_USED_RE);
  const config = read.value ?? {};
  const srcDir = resolve(folder, text(config.srcDir) ?? '.');
  site.title = text(config.title) ?? 'Docs';
  site.description = text(config.description) ?? '';
  if (text(config.base) && config.base !== '/') site.base = text(config.base);
  const hostname = isObj(config.sitemap) ? text(config.sitemap.hostname) : undefined;
  if (hostname) site.siteUrl = hostname.replace(/\/$/, '');
  if (existsSync(join(srcDir, 'public'))) site.publicDir = join(srcDir, 'public');
  const theme = isObj(config.themeConfig) ? config.themeConfig : {};
  const locales = isObj(config.locales) ? config.locales : {};
  const others = Object.keys(locales).filter((key) => key !== 'root');
  const root = isObj(locales.root) ? locales.root : {};
  const rootLang = (text(root.lang) ?? text(config.lang) ?? 'en').split('-')[0];
  const entries: [string, Obj][] = [
    [rootLang, root],
    ...others.map((key): [string, Obj] => [key, isObj(locales[key]) ? locales[key] : {}]),
  ];
  for (const [lang, locale] of entries) {
    const isRoot = lang === rootLang;
    const pagesDir = isRoot ? srcDir : join(srcDir, lang);
    if (!existsSync(pagesDir)) {
      site.notes.push({ text: `${lang}: no folder ${lang}/ of translated pages, left out` });
      continue;
    }
    const own = isObj(locale.themeConfig) ? locale.themeConfig : {};
    const imported: ImportedLocale = {
      lang,
      label: text(locale.label) ?? languageLabel(lang),
      pagesDir,
      routeFolder: '',
      nav: navItems(own.nav ?? (isRoot ? theme.nav : undefined)),
      sidebar: sidebarOf(own.sidebar ?? (isRoot ? theme.sidebar : undefined), isRoot ? '' : `/${lang}`),
      otherLanguages: isRoot ? others.filter((key) => existsSync(join(srcDir, key))) : [],
    };
    site.locales.push(imported);
    const pages = listPages(pagesDir, imported.otherLanguages);
    if (pages.length === 0) site.notes.push({ text: `${lang}: no Markdown pages in ${lang === rootLang ? 'the srcDir' : lang}` });
  }
  return site;
}

/**
 * A page's sidebar travels in a module of its section, shared by the section's pages:
 * `virtual:site-sidebar/<lang>/<encoded key>` in dev, a sidebar chunk in a build (build/page-chunks.ts).
 */
import { jsonForScript } from '../../shared/escape';
import { sidebarKeyFor } from '../../shared/sidebar';
import type { RouteEntry, SidebarItem, SiteConfig } from '../../shared/types';

/** The id every section's sidebar module starts with. */
export const SIDEBAR_MODULE_PREFIX = 'virtual:site-sidebar/';

/** A page's sidebar: its locale's sidebar entry with the longest matching key, and the id of the module that holds it. */
export function routeSidebar(route: RouteEntry, site: SiteConfig): { id: string; items: SidebarItem[] } | null {
  const locale = site.locales.find((l) => l.lang === route.lang);
  if (!locale) return null;
  const key = sidebarKeyFor(route.path, locale.sidebar);
  return key === null ? null : { id: `${SIDEBAR_MODULE_PREFIX}${route.lang}/${encodeURIComponent(key)}`, items: locale.sidebar[key] };
}

/** The code of a sidebar module or chunk. */
export const sidebarCode = (sidebar: SidebarItem[]) => `export const sidebar = ${jsonForScript(sidebar)};\n`;

/** The code of the sidebar module a resolved id (`\0` + routeSidebar's id) names; an unknown section's is empty. */
export function sidebarModuleCode(resolvedId: string, site: SiteConfig): string {
  const [lang, encodedKey] = resolvedId.slice(1 + SIDEBAR_MODULE_PREFIX.length).split('/');
  const sidebar = site.locales.find((l) => l.lang === lang)?.sidebar[decodeURIComponent(encodedKey)] ?? [];
  return sidebarCode(sidebar);
}

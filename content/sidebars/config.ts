import type { Lang, SidebarItem } from '../../src/shared/types';

/** Config sidebar, shown under /config/ (and /zh/config/). Owned by the Config documentation. */
export const configSidebar: Record<Lang, SidebarItem[]> = {
  en: [],
  zh: [],
};

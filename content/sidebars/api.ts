import type { Lang, SidebarItem } from '../../src/shared/types';

/** API sidebar, shown under /api/ (and /zh/api/). Owned by the API documentation. */
export const apiSidebar: Record<Lang, SidebarItem[]> = {
  en: [],
  zh: [],
};

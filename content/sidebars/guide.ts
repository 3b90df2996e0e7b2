import type { Lang, SidebarItem } from '../../src/shared/types';

/** Guide sidebar, shown under /guide/ (and /zh/guide/). Owned by the Guide documentation. */
export const guideSidebar: Record<Lang, SidebarItem[]> = {
  en: [],
  zh: [],
};

import type { PageRecord, SidebarItem } from './types';

/** One URL rendered by the server entry: the app's HTML and what the page shell needs around it. */
export interface RenderResult {
  html: string;
  status: number;
  routePath: string;
  page: PageRecord;
  sidebar: SidebarItem[];
}

/** The server entry module (server-entry.tsx), as the build and the dev server load it. */
export interface ServerEntry {
  render(url: string): Promise<RenderResult>;
}

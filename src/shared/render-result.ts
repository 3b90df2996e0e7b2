import type { PageRecord, SidebarItem } from './types';

/** One URL rendered by the server entry: the app's HTML and what the page shell needs around it. */
export interface RenderResult {
  html: string;
  status: number;
  routePath: string;
  page: PageRecord;
  sidebar: SidebarItem[];
}

/** A build's page, as its server render reads it (the tree is HAST: src/client renders it). */
export interface BuiltPageModule {
  page: PageRecord;
  tree: unknown;
  sidebar: SidebarItem[];
}

export type BuiltPageLoader = (routePath: string) => Promise<BuiltPageModule>;

/** The server entry module (server-entry.tsx), as the build and the dev server load it. */
export interface ServerEntry {
  render(url: string): Promise<RenderResult>;
  /** a build's server bundle holds no page: the prerender hands them over through this loader */
  setBuiltPageLoader?(load: BuiltPageLoader): void;
}

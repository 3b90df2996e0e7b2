/** `quire init --from <folder>`: which generator's site the folder holds, read by that generator's reader. */
import { readDocusaurusSite } from './from-docusaurus';
import { leaveOutUnmovedLinks } from './from-links';
import type { ImportedSite } from './from-site';
import { readVitepressSite } from './from-vitepress';

/**
 * The site in `folder` (Docusaurus first, then VitePress), or undefined when it holds neither; its
 * nav and sidebar links into parts of the site that are not moved are left out, and listed.
 */
export function readImportedSite(folder: string): ImportedSite | undefined {
  const site = readDocusaurusSite(folder) ?? readVitepressSite(folder);
  if (site) site.leftOutLinks = leaveOutUnmovedLinks(site);
  return site;
}

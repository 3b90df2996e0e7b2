/** `quire init --from <folder>`: which generator's site the folder holds, read by that generator's reader. */
import { readDocusaurusSite } from './from-docusaurus';
import type { ImportedSite } from './from-site';
import { readVitepressSite } from './from-vitepress';

/** The site in `folder` (Docusaurus first, then VitePress), or undefined when it holds neither. */
export function readImportedSite(folder: string): ImportedSite | undefined {
  return readDocusaurusSite(folder) ?? readVitepressSite(folder);
}

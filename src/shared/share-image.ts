/** Where a page's share image (front matter `image`) is read from. */
import { hasSchemeOrHost } from './routes';

/**
 * The site path of the page's share image (`image`), read as Docusaurus does: from the site's root
 * (the public folder), with or without a leading slash; undefined for a full URL.
 * @example shareImagePath('/img/card.png')  // '/img/card.png'
 * @example shareImagePath('img/card.png')   // '/img/card.png'
 * @example shareImagePath('https://x.dev/card.png') // undefined
 */
export function shareImagePath(image: string): string | undefined {
  const url = image.trim();
  if (hasSchemeOrHost(url)) return undefined;
  return `/${url.replace(/^(\.?\/)+/, '')}`;
}

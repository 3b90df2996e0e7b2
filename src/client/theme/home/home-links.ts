import { isRootPath } from '../../../shared/routes';
import { splitLinkVersion, type VersionLinks } from '../../../shared/versions';

/**
 * Front matter links are written for the default language: on a Chinese home an absolute
 * internal link gets the locale prefix unless it already has it. External links are unchanged.
 * On a site with versions the link means the page's own version unless it names one.
 * @example withLangPrefix('/guide/start/', '/zh')     // '/zh/guide/start/'
 * @example withLangPrefix('/zh/guide/start/', '/zh')  // '/zh/guide/start/'
 * @example withLangPrefix('https://github.com', '/zh') // 'https://github.com'
 */
export function withLangPrefix(link: string, prefix: string, versions?: VersionLinks): string {
  if (!isRootPath(link)) return link;
  const { prefix: version, rest } = splitLinkVersion(link, versions);
  if (!prefix || rest === prefix || rest.startsWith(`${prefix}/`)) return version + rest;
  return version + prefix + rest;
}

/** Decorative stars at fixed places (percent of the hero area), sizes 3 to 4.7 px. */
export const STARS = Array.from({ length: 35 }, (_, i) => ({
  top: (i * 37 + 11) % 100,
  left: (i * 61 + 7) % 100,
  size: 3 + i / 20,
  delay: (i % 7) * 0.45,
}));

import { isRootPath } from '../../../shared/routes';

/**
 * Front matter links are written for the default language: on a Chinese home an absolute
 * internal link gets the locale prefix unless it already has it. External links are unchanged.
 * @example withLangPrefix('/guide/start/', '/zh')     // '/zh/guide/start/'
 * @example withLangPrefix('/zh/guide/start/', '/zh')  // '/zh/guide/start/'
 * @example withLangPrefix('https://github.com', '/zh') // 'https://github.com'
 */
export function withLangPrefix(link: string, prefix: string): string {
  if (!prefix || !isRootPath(link)) return link;
  if (link === prefix || link.startsWith(`${prefix}/`)) return link;
  return prefix + link;
}

/** Decorative stars at fixed places (percent of the hero area), sizes 3 to 4.7 px. */
export const STARS = Array.from({ length: 35 }, (_, i) => ({
  top: (i * 37 + 11) % 100,
  left: (i * 61 + 7) % 100,
  size: 3 + i / 20,
  delay: (i % 7) * 0.45,
}));

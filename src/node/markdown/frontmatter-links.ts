import type { FeatureIcon, Frontmatter, HeroImage } from '../../shared/types';
import { isRootPath, safeDecode, splitUrl } from '../../shared/routes';
import type { PageCollector } from './collector';
import { rewriteHref } from './remark-links';
import type { VersionLinks } from '../../shared/versions';
import { shareImagePath } from '../../shared/share-image';

interface FrontmatterLinkOptions {
  collector: PageCollector;
  /** the file line of a front matter key path */
  lineOf: (path: (string | number)[]) => number;
  routePath: string;
  langPrefix: string;
  versionLinks?: VersionLinks;
}

/**
 * The links and images a home page's front matter names (hero actions and image, feature cards) are
 * recorded like Markdown links, at the line of their key, so the build checks them the same way: a
 * page link against the routes, a root path to a file against the public folder.
 */
export function recordFrontmatterLinks(frontmatter: Frontmatter, options: FrontmatterLinkOptions): void {
  const { hero, features = [] } = frontmatter;
  hero?.actions?.forEach((action, i) => recordLink(action.link, ['hero', 'actions', i, 'link'], options));
  features.forEach((feature, i) => {
    if (feature.link) recordLink(feature.link, ['features', i, 'link'], options);
    if (feature.icon) recordImage(feature.icon, ['features', i, 'icon'], options);
  });
  if (hero?.image) recordImage(hero.image, ['hero', 'image'], options);
  const image = frontmatter.image === undefined ? undefined : shareImagePath(frontmatter.image);
  if (image) recordFile(image, ['image'], options);
}

/** Each URL of an image written as a URL, `{ src }` or `{ light, dark }`; an icon's text is no URL. */
function recordImage(image: HeroImage | FeatureIcon, key: (string | number)[], options: FrontmatterLinkOptions): void {
  if (typeof image === 'string') {
    if (key[0] === 'hero') recordFile(image, key, options);
    return;
  }
  for (const name of ['src', 'light', 'dark'] as const) {
    const url = (image as Partial<Record<typeof name, string>>)[name];
    if (url) recordFile(url, [...key, name], options);
  }
}

function recordLink(raw: string, key: (string | number)[], options: FrontmatterLinkOptions): void {
  const rewritten = rewriteHref(raw, options);
  if (!rewritten) return recordFile(raw, key, options);
  if (rewritten.target) {
    options.collector.links.push({ target: rewritten.target.path, hash: rewritten.target.hash, raw, line: options.lineOf(key), column: 1 });
  }
}

function recordFile(raw: string, key: (string | number)[], options: FrontmatterLinkOptions): void {
  if (!isRootPath(raw.trim())) return;
  options.collector.files.push({ path: safeDecode(splitUrl(raw.trim()).path), raw, line: options.lineOf(key), column: 1 });
}

import type { SiteConfig } from '../../shared/types';
import { installCodeCopy } from './code-copy-behaviour';
import { installCodeWrap } from './code-wrap-behaviour';
import { installContentLinks } from './link-behaviour';
import { installOverviewFilter } from './overview-filter-behaviour';
import { installTabs } from './tabs-behaviour';
import { installZoom } from './zoom-trigger';

/** Install once at startup: every content widget works by delegation from the document. */
export function installContentBehaviours(site: Pick<SiteConfig, 'base' | 'locales'>, doc: Document = document): () => void {
  const { base } = site;
  const removers = [installTabs(doc), installCodeCopy(site.locales, doc), installCodeWrap(doc), installContentLinks(base, doc), installZoom(doc), installOverviewFilter(doc)];
  return () => removers.forEach((remove) => remove());
}

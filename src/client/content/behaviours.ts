import type { ClientSiteConfig } from '../../shared/types';
import { loadedLocale } from '../locale-store';
import { installCodeCopy } from './code-copy-behaviour';
import { installCodeWrap } from './code-wrap-behaviour';
import { installContentLinks } from './link-behaviour';
import { installOverviewFilter } from './overview-filter-behaviour';
import { installTabs } from './tabs-behaviour';
import { installZoom } from './zoom-trigger';

/** Install once at startup: every content widget works by delegation from the document. */
export function installContentBehaviours(site: Pick<ClientSiteConfig, 'base'>, doc: Document = document): () => void {
  const { base } = site;
  // the page shown is in a language whose texts have loaded
  const copiedText = (lang: string) => loadedLocale(lang)?.copiedText ?? '';
  const removers = [installTabs(doc), installCodeCopy(copiedText, doc), installCodeWrap(doc), installContentLinks(base, doc), installZoom(doc), installOverviewFilter(doc)];
  return () => removers.forEach((remove) => remove());
}

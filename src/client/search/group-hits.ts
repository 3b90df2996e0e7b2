/**
 * Results grouped as DocSearch shows them: by section (lvl0, the group heading), inside a section
 * by page, the page's own hit first and its headings and text under it.
 */
import { stripMarkers } from './markers';
import type { SearchHit } from './providers/types';

export interface GroupedHit {
  hit: SearchHit;
  /** a heading or text hit shown under its page's own hit (tree connector, indented) */
  nested: boolean;
}

export interface HitGroup {
  /** the section name, plain text */
  title: string;
  items: GroupedHit[];
}

const pageOf = (hit: SearchHit) => hit.url.split('#')[0];

export function groupHits(hits: SearchHit[], maxPerGroup: number): HitGroup[] {
  const sections = new Map<string, Map<string, SearchHit[]>>();
  for (const hit of hits) {
    const title = stripMarkers(hit.hierarchy.lvl0 ?? '');
    let pages = sections.get(title);
    if (!pages) sections.set(title, (pages = new Map()));
    const page = pageOf(hit);
    pages.set(page, [...(pages.get(page) ?? []), hit]);
  }
  return [...sections].map(([title, pages]) => {
    const items = [...pages.values()].flatMap((pageHits) => {
      const own = pageHits.find((hit) => hit.type === 'lvl1');
      const rest = pageHits.filter((hit) => hit !== own);
      return own
        ? [{ hit: own, nested: false }, ...rest.map((hit) => ({ hit, nested: true }))]
        : rest.map((hit) => ({ hit, nested: false }));
    });
    return { title, items: items.slice(0, maxPerGroup) };
  });
}

/**
 * The hits a provider hands to the dialog: the best pages first, at most PAGE_HITS_LIMIT hits of
 * each, as DocSearch shows them, so one long page cannot fill the answer. Each page's best hit comes
 * before any page's second one, so a hit's position is its page's rank; the dialog groups a page's
 * hits again under its title (group-hits.ts).
 */

export const PAGE_HITS_LIMIT = 3;

export interface PickOptions<T> {
  pageOf: (item: T) => string | number;
  /** sort order, best first; without it the items are in rank order already (Algolia) */
  compare?: (a: T, b: T) => number;
  limit: number;
}

export function pickHits<T>(items: T[], { pageOf, compare, limit }: PickOptions<T>): T[] {
  const ranked = compare ? [...items].sort(compare) : items;
  // pages in the order of their best item (the sort is stable: ties keep the provider's order)
  const pages = new Map<string | number, T[]>();
  for (const item of ranked) {
    const page = pageOf(item);
    const hits = pages.get(page) ?? [];
    if (hits.length < PAGE_HITS_LIMIT) pages.set(page, [...hits, item]);
  }
  const picked: T[][] = [];
  let count = 0;
  for (const hits of pages.values()) {
    if (count >= limit) break;
    picked.push(hits.slice(0, limit - count));
    count += picked.at(-1)!.length;
  }
  return [...picked.map((hits) => hits[0]), ...picked.flatMap((hits) => hits.slice(1))];
}

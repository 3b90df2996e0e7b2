import type { OverviewGroup } from '../../../shared/types';

/** SPEC 2.7: matching is case-insensitive and treats hyphens as spaces. */
const normalize = (text: string) => text.toLowerCase().replace(/-/g, ' ');

/**
 * The groups left by a filter query (substring match): a group whose name matches keeps all its
 * items; otherwise an item whose title matches stays whole; otherwise only its matching headings stay.
 *   'mock' on [{ name: 'Test API', items: [{ text: 'Mock functions' }] }] -> that item, whole
 */
export function filterOverview(groups: OverviewGroup[], query: string): OverviewGroup[] {
  const q = normalize(query.trim());
  if (!q) return groups;
  const matches = (text: string) => normalize(text).includes(q);
  return groups.flatMap((group) => {
    if (matches(group.name)) return [group];
    const items = group.items.flatMap((item) => {
      if (matches(item.text)) return [item];
      const headers = item.headers.filter((h) => matches(h.text));
      return headers.length > 0 ? [{ ...item, headers }] : [];
    });
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}

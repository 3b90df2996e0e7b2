/** Overview filter matching: case-insensitive, and a hyphen counts as a space. */
export function normalizeFilterText(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether `text` contains the (already normalized) query; an empty query matches everything. */
export function matchesFilter(text: string, normalizedQuery: string): boolean {
  return normalizeFilterText(text).includes(normalizedQuery);
}

// Stand-in for the plugin's `virtual:site-part/synonyms` module in unit and component tests: no synonyms.
export const synonyms: Record<string, string[][]> | null = null;

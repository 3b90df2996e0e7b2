/**
 * The Shiki themes code blocks are coloured with when `markdown.shikiThemes` does not name them:
 * GitHub's high-contrast palettes, because github-light's keywords, comments and variables and
 * github-dark's comments fall below WCAG AA 4.5:1 on the code block background (--rp-c-bg-soft).
 * A module of its own, so the highlight worker reads them without loading the config schema.
 */
export const DEFAULT_SHIKI_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

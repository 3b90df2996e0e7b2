/**
 * The two heading id styles a site may choose (`markdown.headingIds`): GitHub's (which Docusaurus
 * and Rspress use too) and VitePress's. Pages moved from one generator keep links written for its
 * ids, so each heading is also known by its id in the other style.
 */
import { slug as githubSlug } from 'github-slugger';

export type HeadingIdStyle = 'github' | 'vitepress';

// whitespace, ASCII punctuation (hyphen and underscore included) and typographic quotes
const VITEPRESS_SEPARATOR_RE = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'\u201c\u201d\u2018\u2019<>,.?/]+/g;
const COMBINING_MARK_RE = /[\u0300-\u036f]/g;
const CONTROL_RE = /[\u0000-\u001f]/g;

/**
 * VitePress's rule: letters are decomposed and lose their accents, every run of spaces and
 * punctuation becomes one '-', none is left at either end, a leading digit gets a '_' before it,
 * and everything is lower case.
 * @example vitepressSlug('`--configPlugin <plugin>`') // 'configplugin-plugin'
 * @example vitepressSlug('2. Café & Co') // '_2-cafe-co'
 */
export function vitepressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARK_RE, '')
    .replace(CONTROL_RE, '')
    .replace(VITEPRESS_SEPARATOR_RE, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/**
 * A heading's id in a style, before ids are made unique.
 * @example slugOf('--configPlugin <plugin>', 'github') // '--configplugin-plugin'
 * @example slugOf('--configPlugin <plugin>', 'vitepress') // 'configplugin-plugin'
 */
export const slugOf = (text: string, style: HeadingIdStyle): string => (style === 'vitepress' ? vitepressSlug(text) : githubSlug(text));

export const otherStyle = (style: HeadingIdStyle): HeadingIdStyle => (style === 'vitepress' ? 'github' : 'vitepress');

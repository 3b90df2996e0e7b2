/**
 * `markdown.ignoreDeadLinks`: links the check never reports (a page not moved yet, an app served
 * next to the docs). A string without glob characters is a path prefix, ending at a path segment;
 * one with `*` or `?` is a glob over the whole target; a RegExp is tested on the link as written and
 * on its target.
 */
import { globToRegExp } from './scan';

/** A link as the check sees it: where it leads (clean route or root path) and how it was written. */
export interface CheckedLink {
  target: string;
  raw: string;
}

const GLOB_CHAR_RE = /[*?]/;

/**
 * `'/playground'` ignores '/playground', '/playground/x' and '/playground#a', not '/playgrounds';
 * `'/api/**'` ignores '/api/a/b'; `/^https?:/` or `/repl/` ignore what they match.
 */
export function createLinkIgnore(patterns: readonly (string | RegExp)[]): (link: CheckedLink) => boolean {
  const tests = patterns.map((pattern): ((link: CheckedLink) => boolean) => {
    if (pattern instanceof RegExp) return (link) => testRegExp(pattern, link.raw) || testRegExp(pattern, link.target);
    if (GLOB_CHAR_RE.test(pattern)) {
      const glob = globToRegExp(pattern);
      return (link) => glob.test(link.target) || glob.test(pathOf(link.raw));
    }
    return (link) => hasPrefix(link.target, pattern) || hasPrefix(link.raw, pattern);
  });
  return (link) => tests.some((test) => test(link));
}

/** a global or sticky RegExp keeps its place between tests: start each test from the beginning */
function testRegExp(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

const pathOf = (raw: string) => raw.replace(/[?#].*$/, '');

function hasPrefix(text: string, prefix: string): boolean {
  if (!text.startsWith(prefix)) return false;
  const next = text.charAt(prefix.length);
  return next === '' || prefix.endsWith('/') || next === '/' || next === '#' || next === '?' || next === '.';
}

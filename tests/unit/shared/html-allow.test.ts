import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_TAG, SLOT_TAG } from '../../../src/node/markdown/remark-components';
import { resolveConfig } from '../../../src/shared/config';
import { problemsOf } from '../../support/config-problems';

const ROOT = resolve(import.meta.dirname, '../../..');
const minimal = { title: 'Docs', siteUrl: 'https://docs.example.com' };

const problemsWith = (html: unknown) => problemsOf({ ...minimal, markdown: { html } });

/** The elements the page renderer maps to a theme component, as its source names them, and the tags the build makes for components. */
function themeElements(): string[] {
  const renderer = readFileSync(resolve(ROOT, 'src/client/content/components.tsx'), 'utf8');
  const mapped = [...renderer.matchAll(/^\s*'([a-z][a-z-]*)':/gm)].map((m) => m[1]);
  return [...new Set([...mapped, ISLAND_TAG, SLOT_TAG])].sort();
}

const THEME_ELEMENTS = themeElements();

describe('src/shared/html-allow: markdown.html cannot reopen what the theme trusts', () => {
  it('finds the elements of the theme: the code block, the islands and their slots', () => {
    expect(THEME_ELEMENTS).toEqual(
      expect.arrayContaining(['rp-badge', 'rp-code-block', 'rp-container', 'rp-island', 'rp-slot', 'rp-tab', 'rp-tabs']),
    );
  });

  it('refuses a code block allowed with its html attribute, naming each key', () => {
    // the code block renders `html` as HTML: <rp-code-block html="<img src=x onerror=...>"> would run
    expect(problemsWith({ allowElements: ['rp-code-block'], allowAttributes: { 'rp-code-block': ['html'] } })).toEqual([
      "markdown.html.allowElements[0]: 'rp-code-block' is the theme's own element and cannot be allowed",
      "markdown.html.allowAttributes['rp-code-block']: 'rp-code-block' is the theme's own element and cannot be allowed",
      "markdown.html.allowAttributes['rp-code-block'][0]: expected a lowercase attribute name that carries no code or HTML (not on*, srcdoc, action, html ...), got 'html'",
    ]);
  });

  it.each(THEME_ELEMENTS)('%s cannot be allowed, nor given attributes', (tag) => {
    expect(problemsWith({ allowElements: ['abbr', tag], allowAttributes: { [tag]: ['title'] } })).toEqual([
      `markdown.html.allowElements[1]: '${tag}' is the theme's own element and cannot be allowed`,
      `markdown.html.allowAttributes['${tag}']: '${tag}' is the theme's own element and cannot be allowed`,
    ]);
  });

  it('refuses, on any element and on all of them, an attribute that holds HTML or that React reads itself', () => {
    const names = ['html', 'innerhtml', 'outerhtml', 'dangerouslysetinnerhtml', 'key', 'ref', 'srcdoc', 'onclick'];
    const problems = problemsWith({ allowAttributes: { '*': names, div: names } });
    expect(problems).toHaveLength(names.length * 2);
    for (const [i, name] of names.entries()) {
      expect(problems[i]).toBe(
        `markdown.html.allowAttributes['*'][${i}]: expected a lowercase attribute name that carries no code or HTML (not on*, srcdoc, action, html ...), got '${name}'`,
      );
      expect(problems[names.length + i]).toMatch(new RegExp(`^markdown\\.html\\.allowAttributes\\.div\\[${i}\\]: .*, got '${name}'$`));
    }
  });

  it('still allows what a documentation page needs', () => {
    const ok = {
      allowElements: ['ins', 'custom-tag', 'rpc-call'],
      allowAttributes: { '*': ['data-tooltip', 'title'], 'custom-tag': ['data-html', 'hreflang'] },
    };
    expect(problemsWith(ok)).toEqual([]);
  });
});

// The HTML parser (parse5, through hast-util-raw) is needed only by a page with raw HTML in its
// Markdown, or by a rendered body with a script in it: it loads with the first such page, so a dev
// start or a build whose pages have none never loads it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtModules, importsOf } from '../built-imports';

describe('the HTML parser in the package as built', () => {
  it('is in a chunk of its own, which only dynamic imports load', () => {
    const modules = builtModules();
    const holders = modules.filter((file) => readFileSync(file, 'utf8').includes('node_modules/parse5/'));
    expect(holders).toHaveLength(1);
    const [parser] = holders;
    expect(modules.filter((file) => importsOf(file, { dynamic: false }).includes(parser!))).toEqual([]);
    // the Markdown compile (raw HTML) and the page render (body scripts)
    expect(modules.filter((file) => importsOf(file, { dynamic: true }).includes(parser!))).toHaveLength(2);
  });
});

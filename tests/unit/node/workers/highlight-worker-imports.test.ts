// The highlight worker starts on the first page with code, in parallel with the dev server's own
// start: every module it loads delays that page's highlighting. It loads Shiki's grammars and its
// Oniguruma engine, not the config schema and its validation library, nor Shiki's main entry,
// which also brings the JavaScript regex engine the highlighter never uses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { graph } from '../built-imports';

describe('the highlight worker as built', () => {
  it('starts with the grammar list and the highlighter, not the config schema or valibot', () => {
    const loaded = [...graph('highlight-worker.js', false)];
    expect(loaded).toContain('shiki/langs');
    expect(loaded.some((m) => /highlight-block-[\w-]+\.js$/.test(m))).toBe(true);
    expect(loaded.filter((m) => m === 'valibot' || /config-schema|schema-kit/.test(m))).toEqual([]);
  });

  it('loads the Markdown parser only when a page is offered to it to parse', () => {
    const holdsParser = (file: string) => file.startsWith('/') && readFileSync(file, 'utf8').includes('node_modules/micromark/');
    expect([...graph('highlight-worker.js', false)].filter(holdsParser)).toEqual([]);
    expect([...graph('highlight-worker.js', true)].some(holdsParser)).toBe(true);
  });

  it("highlights with Shiki's full bundle and Oniguruma engine, never its main entry", () => {
    const mayLoad = [...graph('highlight-worker.js', true)];
    expect(mayLoad).toEqual(expect.arrayContaining(['shiki/bundle/full', 'shiki/engine/oniguruma']));
    expect(mayLoad.filter((m) => m === 'shiki' || m.includes('engine-javascript') || m.includes('engine/javascript'))).toEqual([]);
  });
});

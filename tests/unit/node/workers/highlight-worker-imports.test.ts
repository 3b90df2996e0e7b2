// The highlight worker starts on the first page with code, in parallel with the dev server's own
// start: every module it loads delays that page's highlighting. It loads Shiki's grammars and its
// Oniguruma engine, not the config schema and its validation library, nor Shiki's main entry,
// which also brings the JavaScript regex engine the highlighter never uses.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LIB = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../lib');

// imports and re-exports of a built module, and `import("…")` calls, which load when called (the
// package build writes them with double quotes; single-quoted ones are text inside bundled code)
const STATIC_IMPORT_RE = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?"([^"]+)";?\s*$/gm;
const DYNAMIC_IMPORT_RE = /\bimport\("([^"]+)"\)/g;

/** Every module the built file loads (its own chunks by path, packages by name); with `dynamic`, also those it may load later. */
function graph(entry: string, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.startsWith('/')) return;
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(STATIC_IMPORT_RE), ...(dynamic ? text.matchAll(DYNAMIC_IMPORT_RE) : [])].map((m) => m[1]!);
    for (const specifier of specifiers) walk(specifier.startsWith('.') ? join(dirname(file), specifier) : specifier);
  };
  walk(join(LIB, entry));
  return seen;
}

describe('the highlight worker as built', () => {
  it('starts with the grammar list and the highlighter, not the config schema or valibot', () => {
    const loaded = [...graph('highlight-worker.js', false)];
    expect(loaded).toContain('shiki/langs');
    expect(loaded.some((m) => /highlight-block-[\w-]+\.js$/.test(m))).toBe(true);
    expect(loaded.filter((m) => m === 'valibot' || /config-schema|schema-kit/.test(m))).toEqual([]);
  });

  it("highlights with Shiki's full bundle and Oniguruma engine, never its main entry", () => {
    const mayLoad = [...graph('highlight-worker.js', true)];
    expect(mayLoad).toEqual(expect.arrayContaining(['shiki/bundle/full', 'shiki/engine/oniguruma']));
    expect(mayLoad.filter((m) => m === 'shiki' || m.includes('engine-javascript') || m.includes('engine/javascript'))).toEqual([]);
  });
});

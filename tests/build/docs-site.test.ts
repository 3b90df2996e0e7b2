// quire's own documentation (docs/), built by the CLI as an outside site is: the config and front
// matter reference pages are generated from the schemas, so every key the schemas accept is on them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CONFIG_SCHEMA } from '../../src/shared/config-schema';
import { FRONTMATTER_SCHEMA } from '../../src/shared/frontmatter-schema';
import { listKeys, type SchemaKey } from '../../src/shared/schema-keys';
import { textOf } from '../browser/dist-pages';
import { readOut, removeOut, runQuire, tempOutDir, type CliRun } from './helpers';

let outDir: string;
let run: CliRun;
beforeAll(async () => {
  outDir = await tempOutDir('docs-site');
  run = await runQuire(['build', 'docs', '--out', outDir, '--no-cache']);
}, 300_000);
afterAll(() => removeOut(outDir));

const everyKey = (keys: SchemaKey[]): SchemaKey[] => keys.flatMap((key) => [key, ...everyKey(key.children)]);

/** The text of each `<h2>` of the page's content. */
const h2sOf = (html: string) => [...html.matchAll(/<h2 id="[^"]*">([\s\S]*?)<\/h2>/g)].map((match) => textOf(match[1]));

describe('build: the docs site', () => {
  it('builds', () => {
    expect(run.status, run.stderr + run.stdout).toBe(0);
  });

  it.for([
    ['reference/config.html', SITE_CONFIG_SCHEMA],
    ['reference/front-matter.html', FRONTMATTER_SCHEMA],
  ] as const)(
    '%s has a heading for every top-level key of its schema and names every nested key with its description',
    ([file, schema]) => {
      const html = readOut(outDir, file);
      const keys = listKeys(schema);
      const headings = h2sOf(html);
      expect(keys.map((key) => key.path).filter((path) => !headings.includes(path))).toEqual([]);
      // compared without spaces: the page's text has a space where a tag was (around code spans)
      const bare = (text: string) => text.replace(/[\s`]/g, '');
      const text = bare(textOf(html));
      const shown = (key: SchemaKey) => bare(key.description ?? '');
      expect(
        everyKey(keys)
          .filter((key) => !text.includes(bare(key.name)) || !text.includes(shown(key)))
          .map((key) => key.path),
      ).toEqual([]);
    },
  );
});

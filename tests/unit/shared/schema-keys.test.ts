import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_SCHEMA } from '../../../src/shared/config-schema';
import { FRONTMATTER_SCHEMA } from '../../../src/shared/frontmatter-schema';
import { arrayOf, bool, choose, described, isPlainObject, obj, oneOf, recordOf, str } from '../../../src/shared/schema-kit';
import { listKeys, type SchemaKey } from '../../../src/shared/schema-keys';

const everyKey = (keys: SchemaKey[]): SchemaKey[] => keys.flatMap((key) => [key, ...everyKey(key.children)]);

describe('src/shared/schema-keys', () => {
  // the reference pages are written from these descriptions: a key added without one fails here
  it.for([
    ['site config', SITE_CONFIG_SCHEMA],
    ['front matter', FRONTMATTER_SCHEMA],
  ] as const)('every key of the %s schema, at every depth, has a description', ([, schema]) => {
    const keys = everyKey(listKeys(schema));
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((key) => !key.description?.trim()).map((key) => key.path)).toEqual([]);
  });

  it('lists nested keys of lists, records and unions under their parent', () => {
    const paths = everyKey(listKeys(SITE_CONFIG_SCHEMA)).map((key) => key.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'locales[].nav[].activeMatch',
        'locales[].sidebar[*][].autogenerate.directory',
        'locales[].sidebar[*][].dirName',
        'locales[].sidebar[*][].dividerType',
        'locales[].searchText.noResults',
        'themeConfig.ecosystem.items[].logoScale',
        'themeConfig.socialLinks[].icon.svg',
        'logo.dark',
      ]),
    );
    expect(everyKey(listKeys(FRONTMATTER_SCHEMA)).map((key) => key.path)).toEqual(
      expect.arrayContaining(['hero.actions[].theme', 'hero.image.light', 'features[].icon.width', 'sidebar_position', 'prev']),
    );
  });

  it('gives each key its type, default and requiredness, and a recursive shape once', () => {
    const item: v.GenericSchema = obj({
      name: described(str(), 'The name.'),
      children: described(v.optional(arrayOf(v.lazy(() => item))), 'Items under it.'),
    });
    const schema = obj({
      title: described(str(), 'The title.'),
      mode: described(v.optional(oneOf('a', 'b'), 'a'), 'The mode.'),
      flags: described(v.optional(recordOf(bool()), {}), 'Flags.'),
      items: described(v.optional(arrayOf(item), []), 'The items.'),
      either: described(
        choose<unknown>('a string or { text }', (value) => (isPlainObject(value) ? obj({ text: str() }) : str()), [
          obj({ text: described(str(), 'Its text.') }),
        ]),
        'One or the other.',
      ),
    });
    const keys = everyKey(listKeys(schema)).map(({ path, type, required, default: fallback, sameAs }) => ({
      path,
      type,
      required,
      default: fallback?.value,
      sameAs,
    }));
    expect(keys).toEqual([
      { path: 'title', type: 'string', required: true, default: undefined, sameAs: undefined },
      { path: 'mode', type: "'a' | 'b'", required: false, default: 'a', sameAs: undefined },
      { path: 'flags', type: '{ [key]: boolean }', required: false, default: {}, sameAs: undefined },
      { path: 'items', type: 'array of object', required: false, default: [], sameAs: undefined },
      { path: 'items[].name', type: 'string', required: true, default: undefined, sameAs: undefined },
      { path: 'items[].children', type: 'array of object', required: false, default: undefined, sameAs: 'items[]' },
      { path: 'either', type: 'a string or { text }', required: true, default: undefined, sameAs: undefined },
      { path: 'either.text', type: 'string', required: true, default: undefined, sameAs: undefined },
    ]);
  });
});

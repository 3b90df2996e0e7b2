/** The references this site's pages can ask for (`<!-- reference: site-config -->`), from quire's own schemas. */
import { SEARCH_STRINGS } from '../../src/client/search/search-strings';
import { SITE_CONFIG_SCHEMA } from '../../src/shared/config-schema';
import { FRONTMATTER_SCHEMA } from '../../src/shared/frontmatter-schema';
import { LOCALE_TEXT } from '../../src/shared/locale-text';
import { listKeys } from '../../src/shared/schema-keys';
import { code, showValue, type Reference } from './schema-reference';

/** A locale's keys that resolveConfig fills in (from the site and the language), which the schema itself requires. */
function localeDefaults(): Record<string, string> {
  const defaults: Record<string, string> = {
    locales: 'one locale, for `lang`',
    'locales[].label': "the language's own name",
    'locales[].title': 'the site `title`',
    'locales[].description': 'the site `description`',
    'locales[].langRoutePrefix': 'from `lang`',
    'locales[].overview': 'built-in',
    'locales[].containerText': 'built-in',
  };
  const { label: _label, ...english } = LOCALE_TEXT.en;
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string') defaults[`locales[].${key}`] = code(showValue(value));
    else for (const [name, text] of Object.entries(value)) defaults[`locales[].${key}.${name}`] = code(showValue(text));
  }
  for (const [key, value] of Object.entries(SEARCH_STRINGS.en)) defaults[`locales[].searchText.${key}`] = code(showValue(value));
  return defaults;
}

export const REFERENCES: Record<string, Reference> = {
  'site-config': { keys: listKeys(SITE_CONFIG_SCHEMA), defaults: localeDefaults() },
  'front-matter': { keys: listKeys(FRONTMATTER_SCHEMA) },
};

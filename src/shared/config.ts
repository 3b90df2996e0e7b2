/** defineConfig, DEFAULTS and resolveConfig: fill the defaults of the schema, then validate. */
import {
  DEFAULTS,
  NESTED_TEXT_KEYS,
  SEARCH_TEXT_KEYS,
  SITE_CONFIG_SCHEMA,
  isLangTag as isLang,
  type Lang,
  type SiteConfig,
  type UserConfig,
} from './config-schema';
import { LOCALE_TEXT, builtinLocaleText, nativeLanguageName } from './locale-text';
import { escapeTerminal } from './escape';
import { isPlainObject, showValue, validate } from './schema-kit';

export { DEFAULTS, type LocaleText, type UserConfig, type UserLocale } from './config-schema';
export { LOCALE_TEXT } from './locale-text';

/** Typed identity, so site.config.ts gets completion and type errors. */
export function defineConfig(user: UserConfig): UserConfig {
  return user;
}

/**
 * A config that failed validation; `message` has one problem per line, `problems` the same lines. A
 * problem is one line whatever it quotes: a control character in it (a line break in a value, a key
 * or a file name) is shown escaped.
 */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    const lines = problems.map(escapeTerminal);
    super(lines.join('\n'));
    this.name = 'ConfigError';
    this.problems = lines;
  }
}

/** The locale keys that default from the site: its title and description, and the route prefix. */
function localeDefaults(lang: Lang, site: Record<string, unknown>, siteLang: Lang): Record<string, unknown> {
  // a language without built-in text gets English's (reported by localeTextWarnings), but its own name
  const builtin = builtinLocaleText(lang);
  const { label, ...uiText } = structuredClone(builtin ?? LOCALE_TEXT.en);
  return {
    lang,
    label: builtin ? label : nativeLanguageName(lang),
    // a bad site title is reported once, at `title`, not again per locale
    title: typeof site.title === 'string' ? site.title : '',
    description: typeof site.description === 'string' ? site.description : '',
    langRoutePrefix: lang === siteLang ? '' : `/${lang}`,
    ...uiText,
  };
}

/** Each locale over the defaults of its language (nested texts key by key); none gives one for the site language. */
function withLocaleDefaults(user: unknown, site: Record<string, unknown>, siteLang: Lang): unknown {
  if (user === undefined) return [localeDefaults(siteLang, site, siteLang)];
  if (!Array.isArray(user)) return user;
  return user.map((item) => {
    if (!isPlainObject(item)) return item;
    const defaults = localeDefaults(isLang(item.lang) ? item.lang : 'en', site, siteLang);
    const nested = NESTED_TEXT_KEYS.filter((key) => isPlainObject(item[key])).map((key) => [
      key,
      { ...(defaults[key] as object), ...(item[key] as object) },
    ]);
    return { ...defaults, ...item, ...Object.fromEntries(nested) };
  });
}

/** The dotted names of a text object's strings: 'outlineTitle', 'overview.titleText'. */
function textKeys(text: object, prefix = ''): string[] {
  return Object.entries(text).flatMap(([key, value]) => (isPlainObject(value) ? textKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/**
 * One warning per locale whose language has no built-in UI text, naming the strings it leaves to
 * English; none when the locale sets all of them itself.
 */
export function localeTextWarnings(user: unknown, site: SiteConfig): string[] {
  const given = isPlainObject(user) && Array.isArray(user.locales) ? user.locales : undefined;
  // the label defaults to the language's own name, not to English
  const all = [...textKeys(LOCALE_TEXT.en).filter((key) => key !== 'label'), ...SEARCH_TEXT_KEYS.map((key) => `searchText.${key}`)];
  return site.locales.flatMap((locale, i) => {
    if (builtinLocaleText(locale.lang)) return [];
    const written = given?.[i];
    const set = new Set(isPlainObject(written) ? textKeys(written) : []);
    const missing = all.filter((key) => !set.has(key));
    if (missing.length === 0) return [];
    const where = given ? `locales[${i}]` : 'lang';
    const examples = missing.slice(0, 3).join(', ');
    const fix = given ? `set them in ${where}` : `set them in a locale: locales: [{ lang: '${locale.lang}', outlineTitle: ... }]`;
    return [
      `${where}: '${locale.lang}' has no built-in UI text, so ${missing.length} strings this locale does not set are shown in English (${examples}, ...); ${fix}`,
    ];
  });
}

/** Rules that involve more than one key. */
function crossCheck(config: Record<string, unknown>, problems: string[]): void {
  const locales = Array.isArray(config.locales) ? config.locales.filter(isPlainObject) : [];
  if (Array.isArray(config.locales) && config.locales.length === 0) {
    problems.push('locales: expected at least one locale');
  }
  const seen = new Map<string, number>();
  locales.forEach((locale, i) => {
    if (!isLang(locale.lang)) return;
    const first = seen.get(locale.lang);
    if (first !== undefined) problems.push(`locales[${i}].lang: '${locale.lang}' is already used by locales[${first}]`);
    else seen.set(locale.lang, i);
    // the prefix follows from the site lang: when that is wrong, only the lang itself is reported
    const prefix = locale.lang === config.lang ? '' : `/${locale.lang}`;
    if (isLang(config.lang) && typeof locale.langRoutePrefix === 'string' && locale.langRoutePrefix !== prefix) {
      problems.push(`locales[${i}].langRoutePrefix: expected '${prefix}', got ${showValue(locale.langRoutePrefix)}`);
    }
  });
  if (isLang(config.lang) && locales.length > 0 && !seen.has(config.lang)) {
    problems.push(`lang: '${config.lang}' has no entry in locales (add { lang: '${config.lang}' } or change lang)`);
  }
  checkSearch(config.search, problems);
  checkEcosystemLangs(config.themeConfig, new Set(seen.keys()), problems);
  const mv = config.multiVersion;
  if (isPlainObject(mv) && Array.isArray(mv.versions) && mv.versions.length > 0 && !mv.versions.includes(mv.default)) {
    const expected = mv.versions.map((version) => `'${version}'`).join(' | ');
    problems.push(`multiVersion.default: expected one of multiVersion.versions (${expected}), got ${showValue(mv.default)}`);
  }
}

/** The ecosystem texts given per language name languages of the site. */
function checkEcosystemLangs(themeConfig: unknown, langs: Set<string>, problems: string[]): void {
  const ecosystem = isPlainObject(themeConfig) ? themeConfig.ecosystem : undefined;
  if (!isPlainObject(ecosystem) || langs.size === 0) return;
  const texts: [string, unknown][] = [
    ['label', ecosystem.label],
    ['tagline', ecosystem.tagline],
    ...(Array.isArray(ecosystem.items) ? ecosystem.items : []).flatMap((item, i): [string, unknown][] =>
      isPlainObject(item)
        ? [
            [`items[${i}].description`, item.description],
            [`items[${i}].role`, item.role],
          ]
        : [],
    ),
  ];
  const expected = [...langs].map((lang) => `'${lang}'`).join(' | ');
  for (const [key, text] of texts) {
    if (!isPlainObject(text)) continue;
    for (const lang of Object.keys(text)) {
      if (!langs.has(lang))
        problems.push(`themeConfig.ecosystem.${key}.${escapeTerminal(lang)}: expected a language of locales (${expected})`);
    }
  }
}

/** The Algolia search client needs an application id and a key. */
function checkSearch(search: unknown, problems: string[]): void {
  if (!isPlainObject(search) || search.provider !== 'algolia') return;
  const algolia: Record<string, unknown> = isPlainObject(search.algolia) ? search.algolia : {};
  if (!algolia.appId) problems.push('`appId` is missing.');
  if (!algolia.apiKey) problems.push('`apiKey` is missing.');
  if (!algolia.indexName) problems.push("search.algolia.indexName: required when search.provider is 'algolia'");
}

/** The site language a config without `lang` has: its first locale's, else English. */
function firstLocaleLang(locales: unknown): Lang {
  const first: unknown = Array.isArray(locales) && isPlainObject(locales[0]) ? locales[0].lang : undefined;
  return isLang(first) ? first : DEFAULTS.lang;
}

/**
 * Fill the schema's defaults (objects key by key, arrays replaced), each locale's UI text for its
 * language, and validate. Throws a ConfigError listing every problem, one per line.
 */
export function resolveConfig(user: unknown): SiteConfig {
  if (!isPlainObject(user)) throw new ConfigError([`(config): expected object, got ${showValue(user)}`]);
  // a wrong lang is reported once, at `lang`; the locale defaults are built for English meanwhile
  const siteLang = user.lang === undefined ? firstLocaleLang(user.locales) : isLang(user.lang) ? user.lang : 'en';
  const input = { ...user, lang: user.lang ?? siteLang, locales: withLocaleDefaults(user.locales, user, siteLang) };
  const result = validate(SITE_CONFIG_SCHEMA, input, '(config)');
  const problems = result.problems.map((problem) => problem.message);
  crossCheck(result.output ?? { ...DEFAULTS, ...input }, problems);
  if (problems.length > 0 || !result.output) throw new ConfigError(problems);
  const config = result.output as SiteConfig;
  config.siteUrl = config.siteUrl.replace(/\/+$/, '');
  return config;
}

/** defineConfig, DEFAULTS and resolveConfig: merge the user config over the defaults, then validate. */
import { DEFAULTS, type LocaleText } from './config-defaults';
import { check, formatProblem, isPlainObject, showValue } from './config-schema';
import { SITE_SCHEMA } from './site-schema';
import type { Lang, Locale, SiteConfig } from './types';

export { DEFAULTS, type ConfigDefaults, type LocaleText } from './config-defaults';

/** Objects become all-optional, recursively; arrays and their items are taken as written. */
type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A locale as written in site.config.ts: everything but `lang` has a default. */
export type UserLocale = { lang: Lang } & DeepPartial<Omit<Locale, 'lang'>>;

/** The config as written in site.config.ts: `title` and `siteUrl` are required, the rest has defaults. */
export type UserConfig = Pick<SiteConfig, 'title' | 'siteUrl'> &
  DeepPartial<Omit<SiteConfig, 'title' | 'siteUrl' | 'locales'>> & { locales?: UserLocale[] };

/** Typed identity, so site.config.ts gets completion and type errors. */
export function defineConfig(user: UserConfig): UserConfig {
  return user;
}

/** A config that failed validation; `message` has one problem per line, `problems` the same lines. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const LANGS: readonly Lang[] = ['en', 'zh'];

/** Site-level defaults in the key order of SiteConfig (the snapshot reads in this order). */
function siteDefaults(): Record<string, unknown> {
  const { locale: _locale, ...site } = structuredClone(DEFAULTS);
  const { base, description, lang, icon, logo, logoText, ...rest } = site;
  return { base, siteUrl: undefined, title: undefined, description, lang, icon, logo, logoText, ...rest };
}

/** Plain objects merge key by key; anything else (arrays included) from the user replaces the default. */
function mergeDefaults(defaults: unknown, user: unknown): unknown {
  if (user === undefined) return defaults;
  if (!isPlainObject(defaults) || !isPlainObject(user)) return user;
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(defaults), ...Object.keys(user)])) {
    out[key] = mergeDefaults(defaults[key], user[key]);
  }
  return out;
}

function localeDefaults(lang: Lang, site: Record<string, unknown>): Record<string, unknown> {
  const text: LocaleText = structuredClone(DEFAULTS.locale[lang]);
  const { label, ...uiText } = text;
  return {
    lang,
    label,
    // a bad site title is reported once, at `title`, not again per locale
    title: typeof site.title === 'string' ? site.title : '',
    description: typeof site.description === 'string' ? site.description : '',
    langRoutePrefix: lang === site.lang ? '' : `/${lang}`,
    nav: [],
    sidebar: {},
    ...uiText,
  };
}

function mergeLocales(user: unknown, site: Record<string, unknown>): unknown {
  if (user === undefined) return [localeDefaults(site.lang as Lang, site)];
  if (!Array.isArray(user)) return user;
  return user.map((item) => {
    if (!isPlainObject(item)) return item;
    const lang = LANGS.includes(item.lang as Lang) ? (item.lang as Lang) : 'en';
    return mergeDefaults({ ...localeDefaults(lang, site), lang: undefined }, item);
  });
}

/** Rules that involve more than one key. */
function crossCheck(config: SiteConfig, problems: string[]): void {
  const locales = Array.isArray(config.locales) ? config.locales.filter(isPlainObject) : [];
  if (Array.isArray(config.locales) && config.locales.length === 0) {
    problems.push('locales: expected at least one locale');
  }
  const seen = new Map<string, number>();
  locales.forEach((locale, i) => {
    if (!LANGS.includes(locale.lang)) return;
    const first = seen.get(locale.lang);
    if (first !== undefined) problems.push(`locales[${i}].lang: '${locale.lang}' is already used by locales[${first}]`);
    else seen.set(locale.lang, i);
    // the prefix follows from the site lang: when that is wrong, only the lang itself is reported
    const prefix = locale.lang === config.lang ? '' : `/${locale.lang}`;
    if (LANGS.includes(config.lang) && typeof locale.langRoutePrefix === 'string' && locale.langRoutePrefix !== prefix) {
      problems.push(`locales[${i}].langRoutePrefix: expected '${prefix}', got ${showValue(locale.langRoutePrefix)}`);
    }
  });
  if (LANGS.includes(config.lang) && locales.length > 0 && !seen.has(config.lang)) {
    problems.push(`lang: '${config.lang}' has no entry in locales (add { lang: '${config.lang}' } or change lang)`);
  }
  checkSearch(config, problems);
  const mv = config.multiVersion;
  if (isPlainObject(mv) && Array.isArray(mv.versions) && mv.versions.length > 0 && !mv.versions.includes(mv.default)) {
    const expected = mv.versions.map((v) => `'${v}'`).join(' | ');
    problems.push(`multiVersion.default: expected one of multiVersion.versions (${expected}), got ${showValue(mv.default)}`);
  }
}

/** The search client needs an application id and a key. */
function checkSearch(config: SiteConfig, problems: string[]): void {
  if (!isPlainObject(config.search) || config.search.provider !== 'algolia') return;
  const algolia: Record<string, unknown> = isPlainObject(config.search.algolia) ? config.search.algolia : {};
  if (!algolia.appId) problems.push('`appId` is missing.');
  if (!algolia.apiKey) problems.push('`apiKey` is missing.');
  if (!algolia.indexName) problems.push("search.algolia.indexName: required when search.provider is 'algolia'");
}

/**
 * Merge `user` over DEFAULTS (objects key by key, arrays replaced), fill each locale's UI text for
 * its language, and validate. Throws a ConfigError listing every problem, one per line.
 */
export function resolveConfig(user: unknown): SiteConfig {
  if (!isPlainObject(user)) throw new ConfigError([`(config): expected object, got ${showValue(user)}`]);
  const { locales: userLocales, ...userSite } = user;
  const site = mergeDefaults(siteDefaults(), userSite) as Record<string, unknown>;
  if (!LANGS.includes(site.lang as Lang)) site.lang = DEFAULTS.lang;
  const merged: Record<string, unknown> = { ...site, locales: mergeLocales(userLocales, site) };
  // report the user's lang, not the fallback used to build locale defaults
  if (userSite.lang !== undefined) merged.lang = userSite.lang;
  const problems = check(merged, SITE_SCHEMA).map((problem) => formatProblem(problem));
  crossCheck(merged as unknown as SiteConfig, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  const config = merged as unknown as SiteConfig;
  config.siteUrl = config.siteUrl.replace(/\/+$/, '');
  return config;
}

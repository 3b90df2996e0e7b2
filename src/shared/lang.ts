/** A BCP 47 language tag such as 'en', 'zh', 'ja' or 'pt-BR': a language's folder under content/ and its route prefix. */
export type Lang = string;

const LANG_TAG_RE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export const isLangTag = (value: unknown): value is Lang => typeof value === 'string' && LANG_TAG_RE.test(value);

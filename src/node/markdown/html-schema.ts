import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { find, html } from 'property-information';
import { isAllowableAttribute, isAllowableElement } from '../../shared/html-allow';
import type { RawHtmlConfig } from '../../shared/types';

/** The raw HTML allow-list of a site: hast-util-sanitize's schema plus the hosts iframes may load. */
export interface HtmlPolicy {
  schema: Schema;
  /** lowercase host names; empty: no iframe is kept */
  iframeHosts: ReadonlySet<string>;
}

type Attributes = NonNullable<Schema['attributes']>;

/** What documentation needs beyond GitHub's list: media, figures, table parts, inline semantics. */
const DOC_ELEMENTS = [
  'abbr',
  'audio',
  'bdi',
  'bdo',
  'caption',
  'center',
  'cite',
  'col',
  'colgroup',
  'dfn',
  'figcaption',
  'figure',
  'mark',
  'small',
  'time',
  'track',
  'u',
  'video',
  'wbr',
];

const DOC_ATTRIBUTES: Attributes = {
  // external links get a new tab and noopener noreferrer anyway (rehype-external-links.ts)
  a: [['target', '_blank', '_self'], 'rel'],
  // an exclusive accordion: at most one open details of a name
  details: ['name'],
  img: ['srcSet', 'sizes', 'loading', 'decoding'],
  source: ['src', 'type', 'sizes'],
  video: ['src', 'poster', 'controls', 'loop', 'muted', 'playsInline', 'preload'],
  audio: ['src', 'controls', 'loop', 'muted', 'preload'],
  track: ['src', 'kind', 'srcLang', 'default'],
  ol: ['reversed', 'type'],
};

/** Attributes of a kept iframe: what the embed code of video hosts holds. */
const IFRAME_ATTRIBUTES = ['src', 'title', 'allow', 'allowFullScreen', 'loading', 'referrerPolicy', 'frameBorder'];

/**
 * Left out of GitHub's list: `name`, which on an image would shadow a property of `document` (an
 * `<a name>` anchor becomes an id instead), attributes of forms, which are not allowed, and obsolete
 * ones React does not know (it warns about them on every render).
 */
const LEFT_OUT = new Set([
  'name',
  'accept',
  'acceptCharset',
  'action',
  'encType',
  'method',
  'charOff',
  'hSpace',
  'isMap',
  'longDesc',
  'noHref',
  'noShade',
  'noWrap',
]);

/**
 * GitHub's rules with these changes: ids are kept as written, so they work as `#anchors` (the few ids
 * the theme itself uses are guarded in html-sanitize.ts), and the attributes of LEFT_OUT are refused.
 */
function baseSchema(): Schema & { attributes: Attributes; tagNames: string[] } {
  const attributes: Attributes = {};
  for (const [tag, list] of Object.entries(defaultSchema.attributes ?? {})) {
    attributes[tag] = list.filter((entry) => !LEFT_OUT.has(typeof entry === 'string' ? entry : entry[0]));
  }
  for (const [tag, list] of Object.entries(DOC_ATTRIBUTES)) attributes[tag] = [...(attributes[tag] ?? []), ...list];
  // html-sanitize.ts turns it into CSS, which takes these values only
  attributes['*'] = attributes['*'].map((entry) => (entry === 'vAlign' ? ['vAlign', /^(?:top|middle|bottom|baseline)$/i] : entry));
  return {
    ...defaultSchema,
    tagNames: [...(defaultSchema.tagNames ?? []), ...DOC_ELEMENTS],
    attributes,
    clobber: [],
    // checked by html-sanitize.ts, which compares schemes as a browser reads them and every candidate of a srcset
    protocols: {
      ...defaultSchema.protocols,
      href: [...(defaultSchema.protocols?.href ?? []), 'tel'],
      poster: ['http', 'https'],
      srcSet: ['http', 'https'],
    },
    // element removal is decided in html-sanitize.ts, which reports it
    strip: [],
  };
}

const cache = new WeakMap<RawHtmlConfig, HtmlPolicy>();
let defaultPolicy: HtmlPolicy | undefined;

/** The allow-list for `markdown.html` (validated by the config schema); built once per config. */
export function htmlPolicy(config: RawHtmlConfig | undefined): HtmlPolicy {
  if (!config) return (defaultPolicy ??= { schema: baseSchema(), iframeHosts: new Set() });
  let policy = cache.get(config);
  if (!policy) {
    policy = extendPolicy(config);
    cache.set(config, policy);
  }
  return policy;
}

function extendPolicy(config: RawHtmlConfig): HtmlPolicy {
  const schema = baseSchema();
  const iframeHosts = new Set((config.iframeHosts ?? []).map((host) => host.toLowerCase()));
  // the config schema refuses the rest with its key; a policy made from an unchecked config drops it too
  schema.tagNames.push(...(config.allowElements ?? []).filter(isAllowableElement));
  for (const [tag, names] of Object.entries(config.allowAttributes ?? {})) {
    schema.attributes[tag] = [
      ...(schema.attributes[tag] ?? []),
      ...names.filter(isAllowableAttribute).map((name) => find(html, name).property),
    ];
  }
  if (iframeHosts.size > 0) {
    schema.tagNames.push('iframe');
    schema.attributes.iframe = [...(schema.attributes.iframe ?? []), ...IFRAME_ATTRIBUTES];
  }
  return { schema, iframeHosts };
}

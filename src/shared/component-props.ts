/**
 * The props a component use in Markdown may pass: plain data. A name React or the JavaScript object
 * model gives a meaning of its own is refused, because a component that spreads its props onto an
 * element (`<div {...props} />`) would hand the author raw HTML, an event handler or a prototype.
 */

/** Names that are no data: raw HTML, React's own handles, and the object model's keys. */
const REFUSED_PROP_NAMES = new Set(['dangerouslySetInnerHTML', 'ref', 'key', '__proto__', 'constructor', 'prototype']);
/** Event handler names, in any case: `onClick`, `onclick`, `ONLOAD`. */
const EVENT_HANDLER_RE = /^on/i;

/** The refused names as a reader sees them, for messages. */
export const REFUSED_PROPS_TEXT = 'dangerouslySetInnerHTML, on* (event handlers), ref, key, __proto__, constructor, prototype';

/** `'dangerouslySetInnerHTML'`, `'onClick'`, `'__proto__'` -> true; `'label'`, `'start'` -> false. */
export function isRefusedPropName(name: string): boolean {
  return REFUSED_PROP_NAMES.has(name) || EVENT_HANDLER_RE.test(name);
}

/**
 * The props of an island's `data-props` JSON, less any refused name: the build never writes one, so
 * one found here came from elsewhere (an element allowed in raw HTML). Anything but an object is `{}`.
 */
export function plainProps(parsed: unknown): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return props;
  for (const [name, value] of Object.entries(parsed)) if (!isRefusedPropName(name)) props[name] = value;
  return props;
}

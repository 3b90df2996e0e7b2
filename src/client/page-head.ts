/**
 * A page's own run of head tags on a client navigation: the previous page's run (found in the
 * prerendered head the first time) is swapped for the new page's, so that the head holds what the
 * new page's prerendered HTML holds. Tags in both runs stay as they are (a kept script does not run
 * again); the site's other head tags are never touched. Loaded on demand: a first visit needs none of it.
 */
import { elementKey, elementText, headTagKey } from '../shared/head-tags';
import { pageHeadTags, type PageHeadInput } from '../shared/page-head';
import type { HeadTag } from '../shared/types';

interface ShownTag {
  key: string;
  element: Element;
}

/** The run the head holds now; undefined until the first navigation finds the prerendered one. */
let shown: ShownTag[] | undefined;

/** An element's key, as headTagKey writes it for the tag the element was parsed from. */
function keyOfElement(element: Element): string {
  return elementKey(
    element.localName,
    [...element.attributes].map((attr): [string, string] => [attr.name, attr.value]),
    element.textContent ?? '',
  );
}

/** The elements of `head` that a run of tags put there, each tag matched to the first element of its key not yet taken. */
export function findHeadRun(head: Element, tags: HeadTag[]): ShownTag[] {
  const free = [...head.children].map((element) => ({ key: keyOfElement(element), element }));
  return tags.flatMap((tag) => {
    const key = headTagKey(tag);
    const at = free.findIndex((item) => item.key === key);
    return at === -1 ? [] : free.splice(at, 1);
  });
}

/**
 * Which of the old run's tags the new run keeps: for each new key, the index of the first old tag of
 * that key not taken yet (undefined: a new tag); `removed` lists the old tags no new one took.
 * @example planHeadSwap(['a', 'b'], ['b', 'c']) // { kept: [1, undefined], removed: [0] }
 */
export function planHeadSwap(oldKeys: string[], newKeys: string[]): { kept: (number | undefined)[]; removed: number[] } {
  const taken = new Set<number>();
  const kept = newKeys.map((key) => {
    const at = oldKeys.findIndex((old, i) => old === key && !taken.has(i));
    if (at === -1) return undefined;
    taken.add(at);
    return at;
  });
  return { kept, removed: oldKeys.flatMap((_, i) => (taken.has(i) ? [] : [i])) };
}

function createHeadElement(doc: Document, [name, attrs, content = '']: HeadTag): Element {
  const element = doc.createElement(name);
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
  const text = elementText(name, content);
  if (text) element.textContent = text;
  return element;
}

/**
 * Put the new run where the old one stood (at the end of the head when there was none), in order,
 * then take out the old tags it does not keep. Returns the new run.
 */
export function swapHeadRun(head: Element, old: ShownTag[], tags: HeadTag[]): ShownTag[] {
  const keys = tags.map(headTagKey);
  const { kept, removed } = planHeadSwap(
    old.map((item) => item.key),
    keys,
  );
  const run = tags.map((tag, i) => {
    const at = kept[i];
    return at === undefined ? { key: keys[i], element: createHeadElement(head.ownerDocument, tag) } : old[at];
  });
  let previous: Element | undefined;
  for (const { element } of run) {
    const place = previous ? previous.nextElementSibling : (old[0]?.element ?? null);
    if (place !== element) head.insertBefore(element, place);
    previous = element;
  }
  for (const at of removed) old[at].element.remove();
  return run;
}

/** Show the head tags of the page navigated to; `from` is the page shown before. */
export function showPageHead(from: PageHeadInput, to: PageHeadInput): void {
  const head = document.head;
  // found again when something else took a tag of the run out of the head
  if (!shown || shown.some((tag) => !tag.element.isConnected)) shown = findHeadRun(head, pageHeadTags(from));
  shown = swapHeadRun(head, shown, pageHeadTags(to));
}

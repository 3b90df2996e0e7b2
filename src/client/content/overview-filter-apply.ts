/**
 * What the overview filter does: typing in the filter input narrows what the overview lists, in the
 * content after the filter (each list item is an entry, with the headings of its page when the build
 * added them; a section or sub-section heading whose text matches keeps all its entries) and in the
 * cards of the section's other pages. While a query is typed, prose after the filter, headings and
 * lists left empty are hidden, and so are the outline links to hidden headings. With no entry left,
 * the status line says so with the query. Clearing the input restores everything.
 */
import { matchesFilter, normalizeFilterText } from '../theme/overview/overview-filter';

const show = (element: Element, visible: boolean) => element.toggleAttribute('hidden', !visible);

interface Subsection {
  heading?: Element;
  lists: Element[];
  prose: Element[];
}

/** The blocks after the filter, as sections (h2) of sub-sections (h3) holding lists and prose. */
function sectionsAfter(filter: Element): { heading?: Element; subsections: Subsection[] }[] {
  const sections: { heading?: Element; subsections: Subsection[] }[] = [{ subsections: [{ lists: [], prose: [] }] }];
  for (let block = filter.nextElementSibling; block; block = block.nextElementSibling) {
    const section = sections[sections.length - 1];
    if (block.tagName === 'H2') sections.push({ heading: block, subsections: [{ lists: [], prose: [] }] });
    else if (block.tagName === 'H3') section.subsections.push({ heading: block, lists: [], prose: [] });
    else if (block.tagName === 'UL' || block.tagName === 'OL') section.subsections[section.subsections.length - 1].lists.push(block);
    else section.subsections[section.subsections.length - 1].prose.push(block);
  }
  return sections;
}

/**
 * Filter one entry of the author's list, whole when `whole`. An entry the build gave its page's
 * headings is kept whole when its own text matches, else with only the headings that match.
 */
function filterEntry(item: Element, query: string, whole: boolean): boolean {
  const headings = Array.from(item.children).find((child) => child.hasAttribute('data-rp-overview-headers'));
  const own = Array.from(item.childNodes)
    .filter((node) => node !== headings)
    .map((node) => node.textContent ?? '')
    .join('');
  const entryMatch = !query || whole || matchesFilter(own, query);
  let kept = 0;
  for (const heading of headings ? Array.from(headings.children) : []) {
    const keep = entryMatch || matchesFilter(heading.textContent ?? '', query);
    show(heading, keep);
    if (keep) kept++;
  }
  return entryMatch || kept > 0;
}

/** Filter the content lists after `filter`; returns how many entries stay visible. */
function filterContent(filter: Element, query: string): number {
  let visible = 0;
  for (const section of sectionsAfter(filter)) {
    const sectionMatch = Boolean(section.heading && query && matchesFilter(section.heading.textContent ?? '', query));
    let sectionVisible = 0;
    for (const sub of section.subsections) {
      const subMatch = sectionMatch || Boolean(sub.heading && query && matchesFilter(sub.heading.textContent ?? '', query));
      let subVisible = 0;
      for (const list of sub.lists) {
        let listVisible = 0;
        for (const item of Array.from(list.children)) {
          const keep = filterEntry(item, query, subMatch);
          show(item, keep);
          if (keep) listVisible++;
        }
        show(list, listVisible > 0);
        subVisible += listVisible;
      }
      for (const block of sub.prose) show(block, !query);
      if (sub.heading) show(sub.heading, !query || subVisible > 0);
      sectionVisible += subVisible;
    }
    if (section.heading) show(section.heading, !query || sectionVisible > 0);
    visible += sectionVisible;
  }
  return visible;
}

/** Filter the cards of the section's other pages; returns how many cards stay visible. */
function filterCards(scope: ParentNode, query: string): number {
  let visible = 0;
  for (const group of Array.from(scope.querySelectorAll('[data-rp-overview-group]'))) {
    const groupMatch = Boolean(query) && matchesFilter(group.querySelector('h2')?.textContent ?? '', query);
    let groupVisible = 0;
    for (const card of Array.from(group.querySelectorAll('[data-rp-overview-card]'))) {
      const cardMatch = !query || groupMatch || matchesFilter(card.querySelector('h3')?.textContent ?? '', query);
      let headers = 0;
      for (const item of Array.from(card.querySelectorAll('li'))) {
        const keep = cardMatch || matchesFilter(item.textContent ?? '', query);
        show(item, keep);
        if (keep) headers++;
      }
      const keep = cardMatch || headers > 0;
      show(card, keep);
      if (keep) groupVisible++;
    }
    show(group, groupVisible > 0);
    visible += groupVisible;
  }
  return visible;
}

/** Hide the outline links whose heading the filter hid. */
function syncOutline(doc: Document): void {
  for (const link of Array.from(doc.querySelectorAll<HTMLAnchorElement>('.rp-outline a[href^="#"]'))) {
    const target = doc.getElementById(decodeURIComponent(link.hash.slice(1)));
    const item = link.closest('li') ?? link;
    show(item, !target || !target.hasAttribute('hidden'));
  }
}

/** Apply `rawQuery` to the overview whose filter is `filter`. */
export function applyOverviewFilter(filter: Element, rawQuery: string): void {
  const doc = filter.ownerDocument;
  const query = normalizeFilterText(rawQuery);
  const scope = filter.closest('main') ?? doc;
  const visible = filterContent(filter, query) + filterCards(scope, query);
  const status = filter.querySelector('[data-empty-text]');
  if (status) status.textContent = query && visible === 0 ? `${status.getAttribute('data-empty-text')}: ${rawQuery.trim()}` : '';
  syncOutline(doc);
}

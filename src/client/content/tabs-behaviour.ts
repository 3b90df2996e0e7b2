import { readStorage, writeStorage } from '../storage';
import { STORAGE_KEYS } from '../storage-keys';

export const TABS_STORAGE_PREFIX = STORAGE_KEYS.tabsPrefix;

function tabButtons(group: Element): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(':scope > .rp-tabs-list > [role="tab"]')];
}

/** Show tab `index` of one group (buttons and panels), without storing anything. */
export function showTab(group: Element, index: number): void {
  const buttons = tabButtons(group);
  if (index < 0 || index >= buttons.length) return;
  const panels = group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]');
  buttons.forEach((button, i) => {
    const active = i === index;
    button.setAttribute('aria-selected', String(active));
    button.tabIndex = active ? 0 : -1;
    button.classList.toggle('rp-tab-active', active);
  });
  panels.forEach((panel, i) => {
    panel.hidden = i !== index;
  });
}

function groupsWithId(root: ParentNode, groupId: string): Element[] {
  return [...root.querySelectorAll('.rp-tabs[data-group-id]')].filter((g) => g.getAttribute('data-group-id') === groupId);
}

/** Select a tab the reader chose: remember it per group id and switch every group with that id. */
export function selectTab(group: Element, index: number, doc: Document = document): void {
  const groupId = group.getAttribute('data-group-id');
  if (!groupId) return showTab(group, index);
  writeStorage(TABS_STORAGE_PREFIX + groupId, String(index));
  for (const g of groupsWithId(doc, groupId)) showTab(g, index);
}

/** Apply the remembered choice of every group under root (after a page renders). */
export function restoreTabs(root: ParentNode): void {
  root.querySelectorAll('.rp-tabs[data-group-id]').forEach((group) => {
    const raw = readStorage(TABS_STORAGE_PREFIX + group.getAttribute('data-group-id'));
    const index = Number(raw);
    if (raw !== null && Number.isInteger(index)) showTab(group, index);
  });
}

const KEY_MOVES: Record<string, (i: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/** Delegated handlers: tab groups work the same on prerendered and client-rendered content. */
export function installTabs(doc: Document = document): () => void {
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.('.rp-tabs-list > [role="tab"]');
    const group = button?.closest('.rp-tabs');
    if (!button || !group) return;
    selectTab(group, tabButtons(group).indexOf(button as HTMLElement), doc);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const button = (e.target as Element | null)?.closest?.('.rp-tabs-list > [role="tab"]');
    const group = button?.closest('.rp-tabs');
    const move = KEY_MOVES[e.key];
    if (!button || !group || !move) return;
    e.preventDefault();
    const buttons = tabButtons(group);
    const next = move(buttons.indexOf(button as HTMLElement), buttons.length - 1);
    selectTab(group, next, doc);
    buttons[next]?.focus();
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith(TABS_STORAGE_PREFIX)) restoreTabs(doc);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  doc.defaultView?.addEventListener('storage', onStorage);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
    doc.defaultView?.removeEventListener('storage', onStorage);
  };
}

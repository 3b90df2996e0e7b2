// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { render } from '@testing-library/react';
import { Tabs } from '../../../../src/client/content/Tabs';
import { installTabs, restoreTabs, TABS_STORAGE_PREFIX } from '../../../../src/client/content/tabs-behaviour';

const selected = (container: ParentNode, group = 0) =>
  [...container.querySelectorAll('.rp-tabs')[group].querySelectorAll('[role="tab"]')].map((b) => b.getAttribute('aria-selected'));
const visiblePanels = (container: ParentNode, group = 0) =>
  [...container.querySelectorAll('.rp-tabs')[group].querySelectorAll('[role="tabpanel"]')].map((p) => !(p as HTMLElement).hidden);

function renderTwoGroups(groupId = 'pm') {
  const tabs = [
    { label: 'npm', content: 'npm add x' },
    { label: 'pnpm', content: 'pnpm add x' },
    { label: 'bun', content: 'bun add x' },
  ];
  return render(
    <div>
      <Tabs groupId={groupId} tabs={tabs} />
      <Tabs groupId={groupId} tabs={tabs} />
      <Tabs tabs={tabs} />
    </div>,
  );
}

describe('client/content/tabs-behaviour', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installTabs(document);
  });
  afterEach(() => uninstall());

  test('the first tab is selected until the reader chooses another', () => {
    const { container } = renderTwoGroups();
    expect(selected(container)).toEqual(['true', 'false', 'false']);
    expect(visiblePanels(container)).toEqual([true, false, false]);
  });

  test('choosing a tab stores its index under the group key and switches every group with that id', () => {
    const { container, getAllByRole } = renderTwoGroups();
    getAllByRole('tab', { name: 'pnpm' })[0].click();
    expect(localStorage.getItem(TABS_STORAGE_PREFIX + 'pm')).toBe('1');
    expect(selected(container, 0)).toEqual(['false', 'true', 'false']);
    expect(selected(container, 1)).toEqual(['false', 'true', 'false']);
    expect(visiblePanels(container, 1)).toEqual([false, true, false]);
    // a group without an id is independent
    expect(selected(container, 2)).toEqual(['true', 'false', 'false']);
  });

  test('a remembered choice is applied when a page renders', () => {
    localStorage.setItem(TABS_STORAGE_PREFIX + 'pm', '2');
    const { container } = renderTwoGroups();
    restoreTabs(container);
    expect(selected(container, 0)).toEqual(['false', 'false', 'true']);
    expect(selected(container, 1)).toEqual(['false', 'false', 'true']);
  });

  test('arrow keys move the selection and the focus, wrapping around', () => {
    const { container, getAllByRole } = renderTwoGroups('keys');
    const first = getAllByRole('tab', { name: 'npm' })[0];
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(selected(container)).toEqual(['false', 'false', 'true']);
    expect(document.activeElement?.textContent).toBe('bun');
    (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(selected(container)).toEqual(['true', 'false', 'false']);
  });

  test('a choice made in another browser tab is applied here', () => {
    const { container } = renderTwoGroups('sync');
    localStorage.setItem(TABS_STORAGE_PREFIX + 'sync', '1');
    window.dispatchEvent(new StorageEvent('storage', { key: TABS_STORAGE_PREFIX + 'sync', newValue: '1' }));
    expect(selected(container)).toEqual(['false', 'true', 'false']);
  });
});

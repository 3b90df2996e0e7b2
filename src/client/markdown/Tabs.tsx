import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { readStorage, writeStorage } from '../storage';

export const TABS_STORAGE_PREFIX = 'rspress.tabs.';
const SYNC_EVENT = 'rp-tabs-sync';

export interface TabsProps {
  groupId?: string;
  tabs: { label: string; content: ReactNode }[];
}

/**
 * A tab group. With a groupId the chosen index is remembered in localStorage and every group with
 * the same id on the page (and in other tabs of the browser) switches together. The server always
 * renders the first tab; the stored choice is applied after hydration so markup matches.
 */
export function Tabs({ groupId, tabs }: TabsProps) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!groupId) return;
    const apply = (raw: string | null) => {
      const index = Number(raw);
      if (raw !== null && Number.isInteger(index) && index >= 0 && index < tabs.length) setActive(index);
    };
    apply(readStorage(TABS_STORAGE_PREFIX + groupId));
    const onSync = (e: Event) => {
      const detail = (e as CustomEvent<{ groupId: string; index: number }>).detail;
      if (detail.groupId === groupId) apply(String(detail.index));
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === TABS_STORAGE_PREFIX + groupId) apply(e.newValue);
    };
    window.addEventListener(SYNC_EVENT, onSync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SYNC_EVENT, onSync);
      window.removeEventListener('storage', onStorage);
    };
  }, [groupId, tabs.length]);

  const select = (index: number) => {
    setActive(index);
    if (!groupId) return;
    writeStorage(TABS_STORAGE_PREFIX + groupId, String(index));
    window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, index } }));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const next = e.key === 'ArrowRight' ? (active === last ? 0 : active + 1)
      : e.key === 'ArrowLeft' ? (active === 0 ? last : active - 1)
      : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    select(next);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className="rp-tabs" data-group-id={groupId}>
      <div className="rp-tabs-list" role="tablist" ref={listRef}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            className={i === active ? 'rp-tab rp-tab-active' : 'rp-tab'}
            onClick={() => select(i)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={i !== active}
          className="rp-tab-panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

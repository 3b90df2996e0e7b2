import { useId, type ReactNode } from 'react';

export interface TabsProps {
  groupId?: string;
  tabs: { label: string; content: ReactNode }[];
}

/**
 * A tab group's markup, first tab selected. Switching, keyboard moves, persistence per groupId and
 * group sync are delegated behaviours (content/tabs-behaviour.ts), so prerendered content that is
 * never rendered by React on the client behaves the same.
 */
export function Tabs({ groupId, tabs }: TabsProps) {
  const baseId = useId();
  return (
    <div className="rp-tabs" data-group-id={groupId}>
      <div className="rp-tabs-list" role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === 0}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === 0 ? 0 : -1}
            className={i === 0 ? 'rp-tab rp-tab-active' : 'rp-tab'}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={i} role="tabpanel" id={`${baseId}-panel-${i}`} aria-labelledby={`${baseId}-tab-${i}`} hidden={i !== 0} className="rp-tab-panel">
          {tab.content}
        </div>
      ))}
    </div>
  );
}

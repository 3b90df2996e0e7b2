import { useId, type ReactNode } from 'react';

export interface TabsProps {
  groupId?: string;
  /** the tab shown first (its index); default the first */
  selected?: number;
  tabs: { label: string; content: ReactNode }[];
}

/**
 * A tab group's markup, tab `selected` shown (the first by default). Switching, keyboard moves, persistence per groupId and
 * group sync are delegated behaviours (content/tabs-behaviour.ts), so prerendered content that is
 * never rendered by React on the client behaves the same.
 */
export function Tabs({ groupId, selected: asked = 0, tabs }: TabsProps) {
  const baseId = useId();
  const selected = Number.isInteger(asked) && asked >= 0 && asked < tabs.length ? asked : 0;
  return (
    <div className="rp-tabs" data-group-id={groupId}>
      <div className="rp-tabs-list" role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={i === selected ? 'rp-tab rp-tab-active' : 'rp-tab'}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={i} role="tabpanel" id={`${baseId}-panel-${i}`} aria-labelledby={`${baseId}-tab-${i}`} hidden={i !== selected} className="rp-tab-panel">
          {tab.content}
        </div>
      ))}
    </div>
  );
}

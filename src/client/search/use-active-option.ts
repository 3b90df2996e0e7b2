/**
 * The combobox's active option (aria-activedescendant): ArrowDown/ArrowUp move it with wrap-around,
 * Enter chooses it (Ctrl/Cmd+Enter opens it in a new tab). It goes back to the first option
 * whenever the options change, and stays scrolled into view.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';

export interface ActiveOption {
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  optionId: (index: number) => string;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}

export function useActiveOption<T>(
  options: T[],
  idPrefix: string,
  choose: (option: T) => void,
  openInNewTab: (option: T) => void,
): ActiveOption {
  // The index belongs to the options it was chosen in: new options start at the first one in the
  // same render. (A reset in an effect came after the new options were on screen, so an arrow key
  // pressed right then was undone.)
  const [active, setActive] = useState({ options, index: 0 });
  const activeIndex = active.options === options ? active.index : 0;
  const setActiveIndex = (index: number) => setActive({ options, index });
  const optionId = (index: number) => `${idPrefix}-option-${index}`;
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (options.length > 0) setActiveIndex((activeIndex + step + options.length) % options.length);
      return;
    }
    const active = options[activeIndex];
    if (e.key !== 'Enter' || active === undefined) return;
    e.preventDefault();
    if (e.metaKey || e.ctrlKey) openInNewTab(active);
    else choose(active);
  };

  return { activeIndex, setActiveIndex, optionId, onKeyDown };
}

import { cloneElement, useEffect, useId, type ReactElement, type ReactNode } from 'react';
import { useDelayedOpen } from './use-delayed-open';
import './ui.css';

export interface TooltipProps {
  content: ReactNode;
  /** the element described, usually an icon-only button */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom' | 'left';
}

/**
 * A short text shown on hover (after 100 ms) and on keyboard focus, linked to its element with
 * aria-describedby. It stays in the DOM while hidden so the description is always available.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const { open, set, openSoon, closeSoon } = useDelayedOpen();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => e.key === 'Escape' && set(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, set]);
  return (
    <span
      className="rp-tooltip-anchor"
      onMouseEnter={openSoon}
      onMouseLeave={closeSoon}
      onFocus={() => set(true)}
      onBlur={() => set(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className={`rp-tooltip rp-tooltip-${placement}`} hidden={!open}>
        {content}
      </span>
    </span>
  );
}

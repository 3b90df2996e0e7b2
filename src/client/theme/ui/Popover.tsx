import { cloneElement, useEffect, useId, useRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useDelayedOpen } from './use-delayed-open';
import './ui.css';

type TriggerProps = { 'aria-expanded'?: boolean; 'aria-controls'?: string; onClick?: (e: MouseEvent<HTMLElement>) => void };

export interface PopoverProps {
  /** 'hover' also opens on click (touch, keyboard); 'click' only on click */
  trigger?: 'hover' | 'click';
  placement?: 'bottom-start' | 'bottom-end';
  title?: ReactNode;
  /** the panel's content, rendered only while open; `close` closes the panel */
  content: (close: () => void) => ReactNode;
  /** the trigger, a button */
  children: ReactElement<TriggerProps>;
  className?: string;
}

/**
 * A panel anchored to a button: opens 100 ms after hover (trigger 'hover') or on click, closes 100 ms
 * after the pointer leaves, on Escape (focus goes back to the button), on a click outside and when
 * focus leaves it.
 */
export function Popover({ trigger = 'hover', placement = 'bottom-start', title, content, children, className = '' }: PopoverProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const { open, set, openSoon, closeSoon } = useDelayedOpen();
  const close = () => set(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) set(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      set(false);
      root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, set]);

  const hover = trigger === 'hover' ? { onMouseEnter: openSoon, onMouseLeave: closeSoon } : {};
  return (
    <div
      ref={root}
      className={`rp-popover ${className}`}
      {...hover}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) closeSoon();
      }}
    >
      {cloneElement(children, {
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        onClick: (e: MouseEvent<HTMLElement>) => {
          children.props.onClick?.(e);
          // with hover, a click (touch, keyboard) only opens: the pointer already opened it on desktop
          set(trigger === 'hover' ? true : !open);
        },
      })}
      {open ? (
        <div id={id} className={`rp-popover-panel rp-popover-${placement}`}>
          {title ? <div className="rp-popover-title">{title}</div> : null}
          {content(close)}
        </div>
      ) : null}
    </div>
  );
}

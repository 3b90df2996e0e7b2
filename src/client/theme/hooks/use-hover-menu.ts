import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

/** Menus close 150 ms after the pointer leaves (the timer is cancelled when it comes back). */
export const MENU_CLOSE_DELAY_MS = 150;

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Open state of a hover menu (nav dropdowns, language and version pickers, social panels): opens on
 * mouse hover, on click of its trigger and from the keyboard (Enter, Space, ArrowDown), optionally on
 * focus; closes 150 ms after the pointer leaves, on Escape, on an outside press and when focus leaves.
 */
export function useHoverMenu({ openOnFocus = false } = {}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // a mouse hover opened the menu: the click that usually follows must not close it again
  const openedByHover = useRef(false);
  const focusFirstItem = useRef(false);

  const cancelClose = () => clearTimeout(timer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hide = () => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  };
  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>(`[data-menu-panel] :is(${FOCUSABLE})`) ?? [])];

  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirstItem.current) {
      focusFirstItem.current = false;
      items()[0]?.focus();
    }
    const onPointerDown = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) hide();
    };
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement);
      hide();
      if (hadFocus) triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  /** Arrow keys move between the panel's links; ArrowDown on the trigger opens and enters the panel. */
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (at < 0) {
      if (open) list[0]?.focus();
      else {
        focusFirstItem.current = true;
        show();
      }
      return;
    }
    const step = e.key === 'ArrowDown' ? 1 : -1;
    list[(at + step + list.length) % list.length]?.focus();
  };

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      if (!open) openedByHover.current = true;
      show();
    },
    onPointerLeave: (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      cancelClose();
      timer.current = setTimeout(hide, MENU_CLOSE_DELAY_MS);
    },
    onFocus: openOnFocus ? show : undefined,
    onBlur: (e: FocusEvent) => {
      if (!rootRef.current?.contains(e.relatedTarget as Node | null)) hide();
    },
    onKeyDown,
  };

  const triggerProps = {
    ref: triggerRef,
    'aria-expanded': open,
    'aria-haspopup': true,
    onClick: () => {
      if (open && openedByHover.current) openedByHover.current = false;
      else if (open) hide();
      else show();
    },
  };

  return { open, hide, rootProps, triggerProps };
}

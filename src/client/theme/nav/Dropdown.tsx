import { useId, type ReactNode } from 'react';
import { useHoverMenu } from '../hooks/use-hover-menu';

export interface DropdownProps {
  /** visible trigger content */
  label: ReactNode;
  /** accessible name of the trigger when the visible content is not enough */
  ariaLabel?: string;
  className?: string;
  /** show the chevron after the label */
  chevron?: boolean;
  /** also open when the trigger gets focus (social panels) */
  openOnFocus?: boolean;
  /** side the panel is aligned to */
  align?: 'left' | 'right';
  active?: boolean;
  children: ReactNode;
}

/**
 * A trigger button and its panel (useHoverMenu has the behaviour). The panel stays in the markup,
 * hidden while closed, so its links are in the prerendered page.
 */
export function Dropdown({
  label,
  ariaLabel,
  className = '',
  chevron = true,
  openOnFocus,
  align = 'left',
  active,
  children,
}: DropdownProps) {
  const { open, rootProps, triggerProps } = useHoverMenu({ openOnFocus });
  const panelId = useId();
  return (
    <div className={`rp-dropdown ${className}`} {...rootProps}>
      <button
        type="button"
        className={`rp-dropdown-trigger${active ? ' rp-nav-active' : ''}`}
        aria-label={ariaLabel}
        aria-controls={panelId}
        {...triggerProps}
      >
        {label}
        {chevron ? <span className="rp-icon rp-icon-chevron" aria-hidden="true" /> : null}
      </button>
      <div id={panelId} className={`rp-dropdown-panel rp-dropdown-${align}`} data-menu-panel="" tabIndex={-1} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

import type { Placement } from '@floating-ui/react';
import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import popoverCss from './popover.css?inline';
import { deepActiveElement, tabbablesIn } from '../floating/focusables.ts';
import { useAnchoredPosition } from '../floating/useAnchoredPosition.ts';
import { useOutsidePress } from '../floating/useOutsidePress.ts';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import { WidgetPortal } from '../root/WidgetPortal.tsx';

export interface PopoverProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger and the popover; needed when the trigger shows only an icon. */
  label?: string;
  triggerClassName?: string;
  /** Popover content; a function receives `close` for buttons inside it. */
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: Placement;
}

/** A non-modal dialog anchored to a button: Escape or a press outside closes it. */
export function Popover({ trigger, label, triggerClassName = 'mp-button', children, placement }: PopoverProps) {
  useWidgetStyles('mp-popover', popoverCss);
  const [open, setOpen] = useState(false);
  const { setAnchor, setFloating, anchor, floating, floatingStyles } = useAnchoredPosition({ open, placement });
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) anchor?.focus();
  };
  useOutsidePress([anchor, floating], () => close(false), open);

  // focus moves in unless the content already took it (a calendar focuses its chosen day)
  useLayoutEffect(() => {
    const panel = floating;
    if (open && panel && !panel.contains(deepActiveElement(panel.ownerDocument))) {
      (tabbablesIn(panel)[0] ?? panel).focus();
    }
  }, [open, floating]);

  return (
    <>
      <button
        type="button"
        ref={setAnchor}
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {trigger}
      </button>
      {open ? (
        <WidgetPortal>
          <div
            ref={setFloating}
            id={panelId}
            role="dialog"
            aria-label={label}
            tabIndex={-1}
            className="mp-popover mp-surface"
            style={floatingStyles}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close(true);
              } else if (event.key === 'Tab') {
                // The panel lives in the widget layer, so Tab would leave the page order: end at the trigger.
                const tabbables = tabbablesIn(event.currentTarget);
                const edge = event.shiftKey ? tabbables[0] : tabbables[tabbables.length - 1];
                if (!tabbables.length || event.target === edge) {
                  event.preventDefault();
                  close(true);
                }
              }
            }}
          >
            {typeof children === 'function' ? children(() => close(true)) : children}
          </div>
        </WidgetPortal>
      ) : null}
    </>
  );
}

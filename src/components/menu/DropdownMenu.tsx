import type { Placement } from '@floating-ui/react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import menuCss from './menu.css?inline';
import { useAnchoredPosition } from '../floating/useAnchoredPosition.ts';
import { useOutsidePress } from '../floating/useOutsidePress.ts';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import { WidgetPortal } from '../root/WidgetPortal.tsx';
import { firstEnabled, lastEnabled, stepEnabled, typeahead } from './menuNavigation.ts';

export interface DropdownMenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Destructive actions (delete, discard) are drawn in the danger colour. */
  danger?: boolean;
  icon?: ReactNode;
}

export interface DropdownMenuProps {
  items: readonly DropdownMenuItem[];
  /** Accessible name of the trigger; defaults to 'More actions'. */
  label?: string;
  /** Visible trigger content; defaults to a three-dot icon. */
  trigger?: ReactNode;
  placement?: Placement;
}

const dots = (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <circle cx="12" cy="5" r="2" fill="currentColor" />
    <circle cx="12" cy="12" r="2" fill="currentColor" />
    <circle cx="12" cy="19" r="2" fill="currentColor" />
  </svg>
);

/** A menu button (WAI-ARIA menu pattern) whose list opens in the widget layer. */
export function DropdownMenu({ items, label, trigger, placement = 'bottom-end' }: DropdownMenuProps) {
  const { t, i18n } = useTranslation();
  useWidgetStyles('mp-menu', menuCss);
  const [active, setActive] = useState(-1);
  const open = active >= 0;
  const { setAnchor, setFloating, anchor, floating, floatingStyles } = useAnchoredPosition({ open, placement });
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const triggerId = useId();
  const menuId = useId();

  const close = (returnFocus: boolean) => {
    setActive(-1);
    if (returnFocus) anchor?.focus();
  };
  useOutsidePress([anchor, floating], () => close(false), open);
  useLayoutEffect(() => {
    if (active >= 0) itemRefs.current[active]?.focus();
  }, [active]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(event.key === 'ArrowDown' ? firstEnabled(items) : lastEnabled(items));
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => stepEnabled(items, active, 1),
      ArrowUp: () => stepEnabled(items, active, -1),
      Home: () => firstEnabled(items),
      End: () => lastEnabled(items),
    };
    if (moves[event.key]) {
      event.preventDefault();
      setActive(moves[event.key]());
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const match = typeahead(items, active, event.key, i18n.language);
      if (match >= 0) setActive(match);
    }
  };

  return (
    <>
      <button
        type="button"
        id={triggerId}
        ref={setAnchor}
        className={trigger ? 'mp-button' : 'mp-button mp-button--icon'}
        aria-label={label ?? (trigger ? undefined : t('widgets.menu.trigger'))}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setActive(firstEnabled(items)))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger ?? dots}
      </button>
      {open ? (
        <WidgetPortal>
          <div
            ref={setFloating}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            className="mp-menu"
            style={floatingStyles}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => (
              <button
                key={item.id}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                aria-disabled={item.disabled || undefined}
                className={item.danger ? 'mp-menu__item mp-menu__item--danger' : 'mp-menu__item'}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect();
                }}
                onPointerMove={() => !item.disabled && index !== active && setActive(index)}
              >
                {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                {item.label}
              </button>
            ))}
          </div>
        </WidgetPortal>
      ) : null}
    </>
  );
}

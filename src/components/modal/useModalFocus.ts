import { useLayoutEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { deepActiveElement, tabbablesIn } from '../floating/focusables.ts';

/**
 * While a modal is open: makes the rest of its widget root inert, moves focus into the dialog, and gives
 * focus back on close. Only siblings inside the widget root are touched, never the host page around it.
 */
export function useModalFocus(
  open: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  container: HTMLElement | null,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const doc = dialog.ownerDocument;
    const previous = deepActiveElement(doc);

    const siblings = container?.parentElement ? Array.from(container.parentElement.children) : [];
    const madeInert = siblings.filter((element) => element !== container && !element.hasAttribute('inert'));
    madeInert.forEach((element) => element.setAttribute('inert', ''));

    const target = initialFocusRef?.current ?? tabbablesIn(dialog)[0] ?? dialog;
    target.focus();

    return () => {
      madeInert.forEach((element) => element.removeAttribute('inert'));
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open, dialogRef, container, initialFocusRef]);
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
export function trapTab(event: KeyboardEvent | ReactKeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const tabbables = tabbablesIn(dialog);
  if (!tabbables.length) {
    event.preventDefault();
    return;
  }
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  const active = deepActiveElement(dialog.ownerDocument);
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

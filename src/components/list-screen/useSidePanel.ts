import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { deepActiveElement } from '../floating/focusables.ts';
import { usePanelHeading } from './usePanelHeading.ts';

/**
 * A list's detail panel (side panel, drawer): its heading takes the focus when it shows an object
 * (`usePanelHeading`), and closing it — Escape anywhere in it, or its close button through `close` — gives
 * the focus back to what opened it: the row's link or the button that was focused when it showed the object.
 */
export function useSidePanel<T extends HTMLElement = HTMLHeadingElement>(
  shown: unknown,
  onClose: () => void,
  loaded = true,
) {
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // a layout effect runs before the heading's effect moves the focus into the panel
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const active = deepActiveElement(element.ownerDocument);
    if (active instanceof HTMLElement && active !== element.ownerDocument.body && !element.contains(active)) {
      opener.current = active;
    }
  }, [shown]);
  const heading = usePanelHeading<T>(shown, loaded);

  const close = useCallback(() => {
    const target = opener.current;
    onClose();
    if (!target) return;
    const restore = () => {
      const active = deepActiveElement(target.ownerDocument);
      const lost = !active || active === target.ownerDocument.body || !active.isConnected;
      if (target.isConnected && (lost || panel.current?.contains(active))) target.focus({ preventScroll: true });
    };
    restore();
    // the panel leaves on the next render (the address changes first): give the focus back once it has gone
    requestAnimationFrame(restore);
  }, [onClose]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
    },
    [close],
  );

  return { panel, heading, close, onKeyDown };
}

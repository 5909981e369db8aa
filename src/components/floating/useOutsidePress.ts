import { useEffect, useRef } from 'react';
import { eventWithin } from './focusables.ts';

/**
 * Calls `onOutsidePress` when a pointer goes down outside every given element. Listens on the document
 * and reads the composed path, because inside a shadow root the event target seen there is the host.
 */
export function useOutsidePress(
  elements: readonly (Element | null | undefined)[],
  onOutsidePress: () => void,
  enabled: boolean,
): void {
  const latest = useRef({ elements, onOutsidePress });
  useEffect(() => {
    latest.current = { elements, onOutsidePress };
  });

  // Subscribe again only when enabled changes or the first element appears; the rest is read from `latest`.
  const first = elements.find(Boolean) ?? null;
  useEffect(() => {
    const doc = first?.ownerDocument;
    if (!enabled || !doc) return;
    const listener = (event: Event) => {
      if (!eventWithin(event, latest.current.elements)) latest.current.onOutsidePress();
    };
    doc.addEventListener('pointerdown', listener, true);
    return () => doc.removeEventListener('pointerdown', listener, true);
  }, [enabled, first]);
}

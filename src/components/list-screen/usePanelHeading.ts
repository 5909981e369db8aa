import { useEffect, useRef } from 'react';

/**
 * The heading of a list's detail panel: it takes the focus whenever the panel shows another object (keyboard
 * users land in what they opened), and, where the panel sits out of sight (on a phone it follows the whole
 * list), the page scrolls it to the top of the window once the layout has settled.
 */
export function usePanelHeading<T extends HTMLElement = HTMLHeadingElement>(shown: unknown, loaded = true) {
  const heading = useRef<T>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    const frame = requestAnimationFrame(() => {
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, loaded]);
  return heading;
}

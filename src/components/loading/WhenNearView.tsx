import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenNearViewProps {
  children: ReactNode;
  /** shown in its place until then (a skeleton of the same height, so nothing moves) */
  fallback: ReactNode;
  /** how far outside the viewport counts as near, as a CSS margin */
  margin?: string;
}

/**
 * Renders `children` once their place comes within `margin` of the viewport: a heavy part further down a
 * screen (a map with its library and data) loads when the user scrolls towards it, not with the screen.
 */
export function WhenNearView({ children, fallback, margin = '400px' }: WhenNearViewProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place}>{fallback}</div>;
}

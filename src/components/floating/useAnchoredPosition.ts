import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react';
import { useCallback, type CSSProperties } from 'react';

export interface AnchoredPositionOptions {
  open: boolean;
  placement?: Placement;
  /** Make the floating element at least as wide as its anchor (select lists). */
  matchWidth?: boolean;
}

/**
 * Positions a floating element next to its anchor and keeps it there while scrolling or resizing.
 * Only positioning is taken from floating-ui; focus and dismissal are handled per widget so nothing is
 * written outside the widget's own root.
 */
export interface AnchoredPosition {
  setAnchor: (node: HTMLElement | null) => void;
  setFloating: (node: HTMLElement | null) => void;
  anchor: HTMLElement | null;
  floating: HTMLElement | null;
  floatingStyles: CSSProperties;
}

export function useAnchoredPosition({
  open,
  placement = 'bottom-start',
  matchWidth = false,
}: AnchoredPositionOptions): AnchoredPosition {
  const { refs, elements, floatingStyles } = useFloating<HTMLElement>({
    open,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(160, availableHeight)}px`;
          if (matchWidth) elements.floating.style.minWidth = `${rects.reference.width}px`;
        },
      }),
    ],
  });
  const setAnchor = useCallback((node: HTMLElement | null) => refs.setReference(node), [refs]);
  const setFloating = useCallback((node: HTMLElement | null) => refs.setFloating(node), [refs]);
  return {
    setAnchor,
    setFloating,
    anchor: elements.domReference,
    floating: elements.floating,
    floatingStyles,
  };
}

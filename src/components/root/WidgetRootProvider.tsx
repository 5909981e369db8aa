import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import rootCss from './root.css?inline';
import { adoptStyles, styleRootOf } from './adoptStyles.ts';
import { WidgetRootContext, type WidgetRoot } from './widgetRootContext.ts';

export interface WidgetRootProviderProps {
  children?: ReactNode;
  /** Node to mount portals into; by default a layer rendered right after the children, in the same tree. */
  container?: HTMLElement;
}

const empty: WidgetRoot = { container: null, styleRoot: null };

/**
 * Gives widgets a place for their portals and styles inside the tree that renders them, so the same screen
 * works in a page and in a custom element's shadow root without touching `document.body`.
 */
export function WidgetRootProvider({ children, container }: WidgetRootProviderProps) {
  const [layerRoot, setLayerRoot] = useState<WidgetRoot>(empty);
  // The root node is only known once the layer is attached, which is exactly when React calls this ref.
  const layerRef = useCallback((node: HTMLDivElement | null) => {
    setLayerRoot(node ? { container: node, styleRoot: styleRootOf(node) } : empty);
  }, []);
  const givenRoot = useMemo<WidgetRoot | null>(
    () => (container ? { container, styleRoot: styleRootOf(container) } : null),
    [container],
  );
  const value = givenRoot ?? layerRoot;

  useLayoutEffect(() => {
    if (value.styleRoot) adoptStyles(value.styleRoot, 'mp-root', rootCss);
  }, [value.styleRoot]);

  return (
    <WidgetRootContext value={value}>
      {children}
      {container ? null : <div className="mp-layer" data-mp-layer="" ref={layerRef} />}
    </WidgetRootContext>
  );
}

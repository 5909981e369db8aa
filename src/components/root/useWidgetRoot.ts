import { useContext } from 'react';
import { WidgetRootContext, type WidgetRoot } from './widgetRootContext.ts';

const detached: WidgetRoot = { container: null, styleRoot: null };

/** The widget root from the nearest WidgetRootProvider; without one, widgets render in place. */
export function useWidgetRoot(): WidgetRoot & { provided: boolean } {
  const root = useContext(WidgetRootContext);
  return { ...(root ?? detached), provided: root !== null };
}

import { createContext } from 'react';

/** Where a widget tree lives: the node that receives portals and the root that receives its styles. */
export interface WidgetRoot {
  /** Portals (modals, popovers, menus, toasts) mount here; null until the layer is in the DOM. */
  container: HTMLElement | null;
  /** The document or shadow root that adopts widget style sheets. */
  styleRoot: Document | ShadowRoot | null;
}

export const WidgetRootContext = createContext<WidgetRoot | null>(null);

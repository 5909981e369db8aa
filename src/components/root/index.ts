export { WidgetRootProvider, type WidgetRootProviderProps } from './WidgetRootProvider.tsx';
export { WidgetPortal, type WidgetPortalProps } from './WidgetPortal.tsx';
export { useWidgetRoot } from './useWidgetRoot.ts';
export { useWidgetStyles } from './useWidgetStyles.ts';
export { adoptStyles, styleRootOf } from './adoptStyles.ts';
export type { WidgetRoot } from './widgetRootContext.ts';

import { useLayoutEffect } from 'react';
import { adoptStyles } from './adoptStyles.ts';
import { useWidgetRoot } from './useWidgetRoot.ts';

/** Adopts a widget's style sheet into the root it renders in, before the first paint. */
export function useWidgetStyles(id: string, css: string): void {
  const { styleRoot } = useWidgetRoot();
  useLayoutEffect(() => {
    if (styleRoot) adoptStyles(styleRoot, id, css);
  }, [styleRoot, id, css]);
}

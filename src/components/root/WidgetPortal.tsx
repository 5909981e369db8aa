import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useWidgetRoot } from './useWidgetRoot.ts';

export interface WidgetPortalProps {
  children: ReactNode;
}

/**
 * Mounts floating content into the widget layer of the surrounding root, in the same commit as its owner
 * so focus can move into it at once. Without a provider the content stays in place rather than escaping
 * to `document.body`, which would put it outside a shadow root.
 */
export function WidgetPortal({ children }: WidgetPortalProps) {
  const { container, provided } = useWidgetRoot();
  if (!provided) return <>{children}</>;
  if (!container) return null;
  return createPortal(children, container);
}

import type { ReactNode } from 'react';
import { useWidgetStyles } from '../src/components/root/index.ts';
import elementMessageCss from './elementMessage.css?inline';

/**
 * What an element shows instead of its content: a note (sign in, choose a meter, nothing to show), or with
 * `problem` an alert (a refused origin or key, nothing found, a range that cannot be charted).
 */
export function ElementMessage({ problem = false, children }: { problem?: boolean; children: ReactNode }) {
  useWidgetStyles('mp-element-message', elementMessageCss);
  return (
    <p className={problem ? 'mp-problem' : 'mp-element-note'} role={problem ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

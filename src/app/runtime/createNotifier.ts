import { toast } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS } from '../../core/domain/index.ts';
import type { Notify } from '../../features/common/index.ts';

export interface Notifier {
  notify: Notify;
  /** called by the mounted toast container; returns the matching unmount */
  attach: () => () => void;
}

/**
 * Toasts of one portal instance: they go to its own container only (two elements on a page never show each
 * other's toasts) and close after the spec's 3000 ms for the auth group, 5000 ms otherwise. Messages sent
 * before the container is on screen (a session that expires while the shell starts) wait for it.
 */
export function createNotifier(containerId: string): Notifier {
  let attached = false;
  const waiting: (() => void)[] = [];
  const notify: Notify = (message, { kind = 'info', group = 'other' } = {}) => {
    const show = () =>
      toast(message, {
        containerId,
        type: kind,
        autoClose: TOAST_AUTO_CLOSE_MS[group],
        // The same message twice at once (a retried call, a double effect) shows one toast.
        toastId: `${containerId}:${message}`,
      });
    if (attached) show();
    else waiting.push(show);
  };
  return {
    notify,
    attach() {
      attached = true;
      waiting.splice(0).forEach((show) => show());
      return () => {
        attached = false;
      };
    },
  };
}

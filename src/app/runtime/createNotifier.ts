import { toast } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS } from '../../core/domain/index.ts';
import type { Notify } from '../../features/auth/portal/index.ts';

/**
 * Toasts of one portal instance: they go to its own container only (two elements on a page never show each
 * other's toasts) and close after the spec's 3000 ms for the auth group, 5000 ms otherwise.
 */
export function createNotify(containerId: string): Notify {
  return (message, { kind = 'info', group = 'other' } = {}) => {
    toast(message, {
      containerId,
      type: kind,
      autoClose: TOAST_AUTO_CLOSE_MS[group],
      // The same message twice at once (a retried call, a double effect) shows one toast.
      toastId: `${containerId}:${message}`,
    });
  };
}

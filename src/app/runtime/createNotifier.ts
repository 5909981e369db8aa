import { TOAST_AUTO_CLOSE_MS } from '../../core/domain/index.ts';
import type { Notify, ToastKind } from '../../features/common/index.ts';

/** How the mounted toast container shows one toast (react-toastify's `toast`, loaded with the container). */
export type ShowToast = (
  message: string,
  options: { containerId: string; type: ToastKind; autoClose: number; toastId: string },
) => void;

export interface Notifier {
  notify: Notify;
  /** called by the mounted toast container with its way of showing toasts; returns the matching unmount */
  attach: (show: ShowToast) => () => void;
}

/**
 * Toasts of one portal instance: they go to its own container only (two elements on a page never show each
 * other's toasts) and close after the spec's 3000 ms for the auth group, 5000 ms otherwise. Messages sent
 * before the container is on screen (a session that expires while the shell starts, or while the toast
 * library is still loading) wait for it.
 */
export function createNotifier(containerId: string): Notifier {
  let show: ShowToast | null = null;
  const waiting: Parameters<ShowToast>[] = [];
  const notify: Notify = (message, { kind = 'info', group = 'other' } = {}) => {
    const toast: Parameters<ShowToast> = [
      message,
      {
        containerId,
        type: kind,
        autoClose: TOAST_AUTO_CLOSE_MS[group],
        // The same message twice at once (a retried call, a double effect) shows one toast.
        toastId: `${containerId}:${message}`,
      },
    ];
    if (show) show(...toast);
    else waiting.push(toast);
  };
  return {
    notify,
    attach(next) {
      show = next;
      waiting.splice(0).forEach((toast) => next(...toast));
      return () => {
        if (show === next) show = null;
      };
    },
  };
}

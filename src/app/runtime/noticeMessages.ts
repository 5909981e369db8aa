import type { TFunction } from 'i18next';
import type { Notice } from '../../core/http/createHttpClient.ts';
import type { ToastGroup, ToastKind } from '../../features/common/index.ts';

/** The toasts for the http client's notices (spec section 8). */
export function noticeToast(notice: Notice, t: TFunction): { message: string; kind: ToastKind; group: ToastGroup } {
  switch (notice) {
    case 'token_expired':
      return { message: t('auth.toasts.sessionExpired'), kind: 'warning', group: 'auth' };
    case 'server_error':
      return { message: t('notices.serverError'), kind: 'error', group: 'other' };
    case 'not_permitted':
      return { message: t('notices.notPermitted'), kind: 'error', group: 'other' };
    case 'not_found':
      return { message: t('notices.notFound'), kind: 'error', group: 'other' };
  }
}

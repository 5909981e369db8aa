import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint, downloadEndpoint } from '../../core/api/callEndpoint.ts';
import { tourEndpoints as endpoints } from '../../core/contract/tourEndpoints.ts';
import type { TourAction } from '../../core/domain/tourStates.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { tabletQueries } from '../../queries/tabletQueries.ts';
import { tourQueries } from '../../queries/tourQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { saveFile } from '../tasks/index.ts';
import type en from '../../../locales/en.json';

type ToastKey = `tours.toasts.${keyof (typeof en)['tours']['toasts']}`;

export type TourMenuAction = Exclude<TourAction, 'upload' | 'editRegister' | 'split'>;

export interface TourActionInput {
  uuid: string;
  action: TourMenuAction;
  tablet?: string;
  format?: 'converter' | 'csv' | 'xlsx';
}

/** The spec's toast for each action, success and failure. */
const TOASTS: Record<TourMenuAction, [ToastKey, ToastKey]> = {
  assign: ['tours.toasts.assigned', 'tours.toasts.updateFailed'],
  reassign: ['tours.toasts.assigned', 'tours.toasts.updateFailed'],
  unassign: ['tours.toasts.unassigned', 'tours.toasts.updateFailed'],
  discard: ['tours.toasts.discarded', 'tours.toasts.updateFailed'],
  restore: ['tours.toasts.restored', 'tours.toasts.updateFailed'],
  delete: ['tours.toasts.deleted', 'tours.toasts.deleteFailed'],
  close: ['tours.toasts.closed', 'tours.toasts.updateFailed'],
  export: ['tours.toasts.exported', 'tours.toasts.exportFailed'],
  simulate: ['tours.toasts.simulated', 'tours.toasts.updateFailed'],
};

/** Runs one action of the tour state machine, with the spec's toasts and the lists refreshed. */
export function useTourAction(onDone?: (input: TourActionInput) => void) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, action, tablet, format }: TourActionInput) => {
      const params = { uuid };
      switch (action) {
        case 'assign':
          return callEndpoint(http, endpoints.assign, { params, body: { tablet: tablet ?? '' } });
        case 'reassign':
          return callEndpoint(http, endpoints.reassign, { params, body: { tablet: tablet ?? '' } });
        case 'unassign':
          return callEndpoint(http, endpoints.unassign, { params });
        case 'discard':
          return callEndpoint(http, endpoints.discard, { params });
        case 'restore':
          return callEndpoint(http, endpoints.restore, { params });
        case 'close':
          return callEndpoint(http, endpoints.close, { params });
        case 'simulate':
          return callEndpoint(http, endpoints.simulate, { params });
        case 'delete':
          return callEndpoint(http, endpoints.delete, { params });
        case 'export': {
          const file = await downloadEndpoint(http, endpoints.export, {
            params,
            query: { format: format ?? 'converter' },
          });
          saveFile(file.data, file.fileName ?? `tour.${format ?? 'csv'}`, file.contentType);
          return undefined;
        }
      }
    },
    onSuccess: async (_result, input) => {
      notify(t(TOASTS[input.action][0]), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: tourQueries.root });
      await queryClient.invalidateQueries({ queryKey: tabletQueries.root });
      onDone?.(input);
    },
    onError: (error, input) => {
      const status = error instanceof ApiError ? error.status : 0;
      const key: ToastKey =
        status === 409
          ? 'tours.toasts.notAvailable'
          : status === 403
            ? 'tours.toasts.notPermitted'
            : TOASTS[input.action][1];
      // a refused choice (another company's tablet) is named by the server's message
      const refused = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      notify(refused.length ? refused.join(' ') : t(key), { kind: 'error' });
    },
  });
}

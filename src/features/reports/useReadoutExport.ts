import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadEndpoint } from '../../core/api/callEndpoint.ts';
import { exportEndpoints } from '../../core/contract/exportEndpoints.ts';
import type { ReadoutExportFormat } from '../../core/contract/readouts.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { usePortalServices } from '../common/index.ts';
import { saveFile, useTasks } from '../tasks/index.ts';
import type { ResolvedRange } from './reportRange.ts';

export interface ReadoutExportRequest {
  serial: string;
  range: ResolvedRange;
  format: ReadoutExportFormat;
}

/** Why a download failed, in the words the server or the browser gave. */
function failureDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Downloads the chosen meter's readouts of the charted range, saved under the name the server gives. The
 * download is a task in the tasks panel, pending while it runs, then completed with the file's name and
 * format or failed with the reason.
 */
export function useReadoutExport() {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const { startLocal, finish } = useTasks();
  return useMutation({
    onMutate: ({ serial, format }: ReadoutExportRequest) => ({
      taskId: startLocal({ kind: 'exportReadouts', count: 1, subject: `${serial} (${format.toUpperCase()})` }),
    }),
    mutationFn: ({ serial, range, format }: ReadoutExportRequest) =>
      downloadEndpoint(http, exportEndpoints.readouts, {
        params: { format },
        query: { serial, datetime_after: range.after.toISOString(), datetime_before: range.before.toISOString() },
      }),
    onSuccess: ({ data, fileName, contentType }, { serial, range, format }, context) => {
      const name = fileName ?? `readouts-${serial}.${format}`;
      saveFile(data, name, contentType);
      finish(context.taskId, {
        status: 'completed',
        report: {
          file_name: name,
          format,
          serial,
          from: range.after.toISOString(),
          to: range.before.toISOString(),
        },
      });
      notify(t('reports.export.success'), { kind: 'success' });
    },
    onError: (error, _request, context) => {
      if (context) finish(context.taskId, { status: 'failed', detail: failureDetail(error, t('app.genericError')) });
      notify(t('reports.export.failed'), { kind: 'error' });
    },
  });
}

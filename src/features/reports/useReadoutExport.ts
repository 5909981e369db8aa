import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadEndpoint } from '../../core/api/callEndpoint.ts';
import { exportEndpoints } from '../../core/contract/exportEndpoints.ts';
import type { ReadoutExportFormat } from '../../core/contract/readouts.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { usePortalServices } from '../common/index.ts';
import { saveFile, useTasks } from '../tasks/index.ts';
import type { ResolvedRange } from './reportRange.ts';

export interface ReadoutExportRequest {
  serial: string;
  range: ResolvedRange;
  format: ReadoutExportFormat;
  /** the AFM export (reports/exports/afm): the AFM columns, from the range's start until now */
  afm?: boolean;
  /** the chart's granularity and time zone: one row per bucket, as the chart shows it (not for AFM) */
  granularity?: Granularity;
  timeZone?: string;
}

function download(http: HttpClient, { serial, range, format, afm, granularity, timeZone }: ReadoutExportRequest) {
  if (afm)
    return downloadEndpoint(http, exportEndpoints.afm, {
      params: { format },
      query: { serial_number: serial, date_after: range.after.toISOString() },
    });
  return downloadEndpoint(http, exportEndpoints.readouts, {
    params: { format },
    query: {
      serial,
      datetime_after: range.after.toISOString(),
      datetime_before: range.before.toISOString(),
      granularity,
      tz: timeZone || undefined,
    },
  });
}

/** Why a download failed, in the words the server or the browser gave. */
function failureDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Downloads the chosen meter's readouts of the charted range (the AFM export: from its start until now),
 * saved under the name the server gives. The
 * download is a task in the tasks panel, pending while it runs, then completed with the file's name and
 * format or failed with the reason.
 */
export function useReadoutExport() {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const { startLocal, finish } = useTasks();
  return useMutation({
    onMutate: ({ serial, format, afm }: ReadoutExportRequest) => ({
      taskId: startLocal({
        kind: 'exportReadouts',
        count: 1,
        subject: `${serial} (${afm ? 'AFM ' : ''}${format.toUpperCase()})`,
      }),
    }),
    mutationFn: (request: ReadoutExportRequest) => download(http, request),
    onSuccess: ({ data, fileName, contentType }, { serial, range, format, afm }, context) => {
      const name = fileName ?? `${afm ? 'afm' : 'readouts'}-${serial}.${format}`;
      saveFile(data, name, contentType);
      finish(context.taskId, {
        status: 'completed',
        report: {
          file_name: name,
          format,
          serial,
          from: range.after.toISOString(),
          to: afm ? new Date().toISOString() : range.before.toISOString(),
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

import type { ReadoutExportFormat } from '../contract/readouts.ts';
import type { Download, DownloadOptions, HttpClient } from '../http/createHttpClient.ts';

export interface ReadoutExportParams {
  serial: string;
  after?: Date | string;
  before?: Date | string;
  format: ReadoutExportFormat;
}

const iso = (value: Date | string | undefined) =>
  value === undefined ? undefined : typeof value === 'string' ? value : value.toISOString();

/** GET v1/readouts.{fmt}/: one meter's readouts; `responseType: 'stream'` in Node writes a file of any size. */
export function exportReadouts(
  http: HttpClient,
  params: ReadoutExportParams,
  options: DownloadOptions = {},
): Promise<Download> {
  return http.download(`v1/readouts.${params.format}`, {
    ...options,
    params: { serial: params.serial, datetime_after: iso(params.after), datetime_before: iso(params.before) },
  });
}

/** GET reports/exports/afm.{fmt}/: one AFM meter, or all the caller may see, from `after` on. */
export function exportAfmReadouts(
  http: HttpClient,
  params: { serialNumber?: string; after?: Date | string; format: ReadoutExportFormat },
  options: DownloadOptions = {},
): Promise<Download> {
  return http.download(`reports/exports/afm.${params.format}`, {
    ...options,
    params: { serial_number: params.serialNumber, date_after: iso(params.after) },
  });
}

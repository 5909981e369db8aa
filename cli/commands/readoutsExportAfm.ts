import { downloadEndpoint } from '../../src/core/api/callEndpoint.ts';
import { exportEndpoints } from '../../src/core/contract/exportEndpoints.ts';
import { READOUT_EXPORT_FORMATS, type ReadoutExportFormat } from '../../src/core/contract/readouts.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';
import type { ReadoutsExportResult } from './readoutsExport.ts';
import { saveDownload } from './saveDownload.ts';

export interface ReadoutsExportAfmOptions {
  /** one AFM meter; without it every AFM meter of the caller's companies */
  serial?: string;
  after?: string;
  format?: string;
  output?: string;
}

/**
 * Streams the AFM export (reports/exports/afm.{fmt}: the AFM columns of one AFM meter, or of them all) into
 * a file, chunk by chunk like `readouts export`. A failed download leaves no partial file.
 */
export async function readoutsExportAfm(
  context: CliContext,
  options: ReadoutsExportAfmOptions,
  onBytes?: (bytes: number) => void,
): Promise<ReadoutsExportResult> {
  const format = (options.format ?? 'csv').toLowerCase();
  if (!(READOUT_EXPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${READOUT_EXPORT_FORMATS.join(', ')}`);
  const download = await withSession(context, () =>
    downloadEndpoint(
      context.http,
      exportEndpoints.afm,
      { params: { format }, query: { serial_number: options.serial, date_after: options.after } },
      { responseType: 'stream' },
    ),
  );
  const { file, bytes } = await saveDownload(download, {
    output: options.output,
    fallbackName: `afm_${options.serial ?? 'all'}.${format}`,
    onBytes,
  });
  return { file, format: format as ReadoutExportFormat, bytes };
}

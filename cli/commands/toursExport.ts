import { downloadEndpoint } from '../../src/core/api/callEndpoint.ts';
import { tourEndpoints } from '../../src/core/contract/tourEndpoints.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';
import { saveDownload } from './saveDownload.ts';

export interface ToursExportOptions {
  output?: string;
  format?: string;
}

export interface ToursExportResult {
  file: string;
  bytes: number;
}

const FORMATS = ['converter', 'csv', 'xlsx'] as const;

/** Downloads a tour with its readings, in its converter's format (default) or csv/xlsx. */
export async function toursExport(
  context: CliContext,
  uuid: string,
  options: ToursExportOptions,
): Promise<ToursExportResult> {
  const format = (options.format ?? 'converter').toLowerCase();
  if (!(FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  const download = await withSession(context, () =>
    downloadEndpoint(
      context.http,
      tourEndpoints.export,
      { params: { uuid }, query: { format: format as (typeof FORMATS)[number] } },
      { responseType: 'stream' },
    ),
  );
  return saveDownload(download, { output: options.output, fallbackName: `tour-${uuid}.txt` });
}

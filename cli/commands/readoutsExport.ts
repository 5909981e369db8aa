import { downloadEndpoint } from '../../src/core/api/callEndpoint.ts';
import { exportEndpoints } from '../../src/core/contract/exportEndpoints.ts';
import { READOUT_EXPORT_FORMATS, type ReadoutExportFormat } from '../../src/core/contract/readouts.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';
import { saveDownload } from './saveDownload.ts';

export interface ReadoutsExportOptions {
  serial?: string;
  after?: string;
  before?: string;
  format?: string;
  /** a file, or a folder to save the server's file name in (default: the current folder) */
  output?: string;
}

export interface ReadoutsExportResult {
  file: string;
  format: ReadoutExportFormat;
  bytes: number;
}

/**
 * Streams one meter's readouts into a file: the body goes from the socket to the disk chunk by chunk, so
 * an export of any size needs no more memory than a small one. A failed download leaves no partial file.
 */
export async function readoutsExport(
  context: CliContext,
  options: ReadoutsExportOptions,
  onBytes?: (bytes: number) => void,
): Promise<ReadoutsExportResult> {
  const format = (options.format ?? 'csv').toLowerCase();
  if (!(READOUT_EXPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${READOUT_EXPORT_FORMATS.join(', ')}`);
  if (!options.serial) throw new UsageError('give the meter with --serial');
  const download = await withSession(context, () =>
    downloadEndpoint(
      context.http,
      exportEndpoints.readouts,
      {
        params: { format },
        query: { serial: options.serial!, datetime_after: options.after, datetime_before: options.before },
      },
      { responseType: 'stream' },
    ),
  );
  const { file, bytes } = await saveDownload(download, {
    output: options.output,
    fallbackName: `readouts_${options.serial}.${format}`,
    onBytes,
  });
  return { file, format: format as ReadoutExportFormat, bytes };
}

export function renderReadoutsExport(result: ReadoutsExportResult): string {
  return `Wrote ${result.bytes} bytes of ${result.format.toUpperCase()} to ${result.file}`;
}

/** Bytes received so far on stderr: redrawn in place on a terminal, a line per 10 MB otherwise. */
export function byteProgress(stream: NodeJS.WriteStream = process.stderr) {
  let reported = 0;
  return {
    update: (bytes: number) => {
      const mb = (bytes / 1_048_576).toFixed(1);
      if (stream.isTTY) stream.write(`\rexporting ${mb} MB`);
      else if (bytes - reported >= 10 * 1_048_576) {
        reported = bytes;
        stream.write(`exporting ${mb} MB\n`);
      }
    },
    end: () => {
      if (stream.isTTY) stream.write('\r\u001b[K');
    },
  };
}

import { downloadEndpoint } from '../../src/core/api/callEndpoint.ts';
import { keyEndpoints } from '../../src/core/contract/keyEndpoints.ts';
import { KEY_EXPORT_FORMATS, type KeyExportFormat } from '../../src/core/domain/keyHandling.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';
import { saveDownload } from './saveDownload.ts';
import { keyQueryOf, type KeyFilterOptions } from './keysList.ts';

export interface KeysExportOptions extends KeyFilterOptions {
  format?: string;
  /** a file, or a folder to save the server's file name in (default: the current folder) */
  output?: string;
}

export interface KeysExportResult {
  file: string;
  format: KeyExportFormat;
  bytes: number;
}

/**
 * Streams the filtered keys with their material into a file (the server logs the export). The file holds
 * secrets, so it is created readable by its owner only; a broken download leaves no file behind.
 */
export async function keysExport(
  context: CliContext,
  options: KeysExportOptions,
  onBytes?: (bytes: number) => void,
): Promise<KeysExportResult> {
  const format = (options.format ?? 'csv').toLowerCase();
  if (!(KEY_EXPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${KEY_EXPORT_FORMATS.join(', ')}`);
  const query = keyQueryOf(options);
  const download = await withSession(context, () =>
    downloadEndpoint(context.http, keyEndpoints.export, { params: { format }, query }, { responseType: 'stream' }),
  );
  const { file, bytes } = await saveDownload(download, {
    output: options.output,
    fallbackName: `keys.${format}`,
    mode: 0o600,
    onBytes,
  });
  return { file, format: format as KeyExportFormat, bytes };
}

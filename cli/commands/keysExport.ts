import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { downloadEndpoint } from '../../src/core/api/callEndpoint.ts';
import { keyEndpoints } from '../../src/core/contract/keyEndpoints.ts';
import { KEY_EXPORT_FORMATS, type KeyExportFormat } from '../../src/core/domain/keyHandling.ts';
import type { CliContext } from '../createCliContext.ts';
import { CliError, UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';
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

const isFolder = async (target: string) => (await stat(target).catch(() => null))?.isDirectory() ?? false;

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
  // the server's name, never its folders: a file name from a header must not choose where it lands
  const serverName = path.basename(download.fileName ?? `keys.${format}`);
  const target = options.output ?? '.';
  const file = path.resolve((await isFolder(target)) ? path.join(target, serverName) : target);
  const body = download.data as Readable;
  let bytes = 0;
  body.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    onBytes?.(bytes);
  });
  let brokenOff = false;
  body.once('error', () => {
    brokenOff = true;
  });
  try {
    await pipeline(body, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    if (brokenOff) throw new CliError(`the server broke the download off after ${bytes} bytes; no file was written`);
    throw error;
  }
  return { file, format: format as KeyExportFormat, bytes };
}

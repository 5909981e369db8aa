import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Download } from '../../src/core/http/createHttpClient.ts';
import { CliError } from '../errors.ts';

const isFolder = async (target: string) => (await stat(target).catch(() => null))?.isDirectory() ?? false;

/**
 * Writes a streamed download to `output` (a file, or a folder to save the server's file name in; default
 * the current folder), chunk by chunk, so a file of any size needs no more memory than a small one. The
 * server cuts the connection when an export fails after its first byte: the body then errors ("aborted")
 * instead of ending, and the rows so far must not pass for the whole file, so a broken download leaves no
 * file behind. `mode` 0o600 for files that hold secrets.
 */
export async function saveDownload(
  download: Download,
  options: { output?: string; fallbackName: string; mode?: number; onBytes?: (bytes: number) => void },
): Promise<{ file: string; bytes: number }> {
  // the server's name, never its folders: a file name from a header must not choose where it lands
  const serverName = path.basename(download.fileName ?? options.fallbackName);
  const target = options.output ?? '.';
  const file = path.resolve((await isFolder(target)) ? path.join(target, serverName) : target);
  const body = download.data as Readable;
  let bytes = 0;
  body.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    options.onBytes?.(bytes);
  });
  let brokenOff = false;
  body.once('error', () => {
    brokenOff = true;
  });
  try {
    await pipeline(body, createWriteStream(file, options.mode === undefined ? {} : { mode: options.mode }));
  } catch (error) {
    await rm(file, { force: true });
    if (brokenOff) throw new CliError(`the server broke the download off after ${bytes} bytes; no file was written`);
    throw error;
  }
  return { file, bytes };
}

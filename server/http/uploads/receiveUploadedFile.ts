import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fieldError, HttpError, msg } from '../HttpError.ts';

/** An error of the multipart parser (a broken body, a limit), not of what reads the file. */
const isMultipartError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('FST_');
};

/**
 * Hands the one file of a multipart upload, in the part named `file`, to `take` as it arrives (its stream
 * read as `take` goes), up to `maxBytes`: a larger file is a 413, a request without it a 400. What `take`
 * leaves unread is read to its end (and dropped) before the answer, so the client gets the answer rather
 * than a broken connection. Text fields beside the file are not read.
 */
export async function receiveUploadedFile<T>(
  request: FastifyRequest,
  maxBytes: number,
  take: (file: MultipartFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw fieldError('file', msg('noFile'));
  const tooLarge = () =>
    new HttpError(413, { detail: msg('fileTooLarge', { n: Math.round(maxBytes / (1024 * 1024)) }) });
  let taken: { value: T } | null = null;
  // a file cut at the limit is too large, whatever `take` found wrong in the part it got
  let truncated = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw fieldError(part.fieldname, msg('invalid'));
      try {
        taken = { value: await take(part) };
      } finally {
        if (!part.file.readableEnded) {
          part.file.resume();
          await finished(part.file).catch(() => undefined);
        }
        truncated = part.file.truncated;
      }
      if (truncated) throw tooLarge();
    }
  } catch (error) {
    if (truncated) throw tooLarge();
    if (error instanceof HttpError || !isMultipartError(error)) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw fieldError('file', msg('noFile'));
  }
  if (!taken) throw fieldError('file', msg('noFile'));
  return taken.value;
}

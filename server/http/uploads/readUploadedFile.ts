import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fieldError, HttpError, msg } from '../HttpError.ts';

/**
 * The one file of a multipart upload, in the part named `file`, up to `maxBytes`: a larger file is a 413, a
 * request without it a 400. Text fields beside it are not read.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw fieldError('file', msg('noFile'));
  let file: { data: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw fieldError(part.fieldname, msg('invalid'));
      file = { data: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, { detail: msg('fileTooLarge', { n: Math.round(maxBytes / (1024 * 1024)) }) });
    throw fieldError('file', msg('noFile'));
  }
  if (!file) throw fieldError('file', msg('noFile'));
  return file;
}

import type { FastifyRequest } from 'fastify';
import { receiveUploadedFile } from './receiveUploadedFile.ts';

/**
 * The one file of a multipart upload, in the part named `file`, up to `maxBytes`, whole in memory: a larger
 * file is a 413, a request without it a 400. Text fields beside it are not read.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; fileName: string }> {
  return receiveUploadedFile(request, maxBytes, async (part) => ({
    data: await part.toBuffer(),
    fileName: part.filename,
  }));
}

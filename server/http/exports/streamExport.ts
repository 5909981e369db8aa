import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './attachmentDisposition.ts';
import type { ExportBatches } from './exportBatches.ts';
import type { ExportEncoder } from './exportEncoder.ts';

/**
 * Sends batches as a download while they are read: the next batch is read only when the socket has taken
 * the previous one (back-pressure), and a client that goes away stops the reading. Everything that can be
 * refused must be checked before: once the first byte is out, a failure can only cut the response short
 * (the connection is destroyed, so the client sees a broken transfer rather than a complete file).
 */
export function streamExport(
  reply: FastifyReply,
  encoder: ExportEncoder,
  batches: ExportBatches,
  fileName: string,
): FastifyReply {
  return reply
    .type(encoder.contentType)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .send(encoder.encode(batches));
}

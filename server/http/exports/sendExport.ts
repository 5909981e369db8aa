import { buffer } from 'node:stream/consumers';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './attachmentDisposition.ts';
import type { ExportRow } from './exportColumns.ts';
import type { ExportEncoder } from './exportEncoder.ts';

/**
 * Sends a list already in memory as a download, encoded whole before the first byte: a failure is still
 * an ordinary error response, and the download keeps its Content-Length.
 */
export async function sendExport(
  reply: FastifyReply,
  encoder: ExportEncoder,
  rows: readonly ExportRow[],
  fileName: string,
): Promise<FastifyReply> {
  const body = await buffer(encoder.encode([rows]));
  return reply.type(encoder.contentType).header('Content-Disposition', attachmentDisposition(fileName)).send(body);
}

import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportEncoder, ExportRecord } from './exportEncoders.ts';

/** `filename` for the ASCII header value; anything else becomes '_' (names here are serials and dates). */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** 2024-01-15T10:00:00.000Z as 20240115T100000Z, for file names. */
export function compactStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Sends batches as a download while they are read: a Node stream pulls the next batch only when the
 * socket has taken the previous one (back-pressure), and a client that goes away stops the queries.
 */
export function streamExport(
  reply: FastifyReply,
  encoder: ExportEncoder,
  batches: AsyncGenerator<ExportRecord[]>,
  fileName: string,
): FastifyReply {
  async function* chunks(): AsyncGenerator<Buffer> {
    let first = true;
    yield Buffer.from(encoder.open());
    for await (const batch of batches) {
      let text = '';
      for (const record of batch) {
        text += encoder.row(record, first);
        first = false;
      }
      yield Buffer.from(text);
    }
    yield Buffer.from(encoder.close());
  }
  return reply
    .type(encoder.contentType)
    .header('Content-Disposition', `attachment; filename="${safeFileName(fileName)}"`)
    .send(Readable.from(chunks(), { objectMode: false }));
}

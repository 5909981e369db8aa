import type { FastifyReply } from 'fastify';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { attachmentDisposition } from './attachmentDisposition.ts';
import type { ExportBatches } from './exportBatches.ts';
import type { ExportEncoder } from './exportEncoder.ts';
import type { ExportRow } from './exportColumns.ts';

type Batch = readonly ExportRow[];

/**
 * The batches again, starting with one already read; closing it closes the source. Between two batches the
 * other requests get their turn: the embedded database answers in microtasks, so a source that reads batch
 * after batch would otherwise hold the event loop until the whole file is out.
 */
async function* resumed(first: IteratorResult<Batch>, rest: AsyncIterator<Batch> | Iterator<Batch>) {
  try {
    for (let next = first; !next.done; next = await rest.next()) {
      yield next.value;
      await yieldToEventLoop();
    }
  } finally {
    await rest.return?.();
  }
}

/**
 * Sends batches as a download while they are read: the next batch is read only when the socket has taken
 * the previous one (back-pressure), and a client that goes away stops the reading. The first batch is read
 * before the headers go out, so a query that fails at once is an ordinary error answer, not a 200. Anything
 * that can be refused must be checked before: once the first byte is out, a failure can only cut the response
 * short (the connection is destroyed, so the client sees a broken transfer rather than a complete file).
 */
export async function streamExport(
  reply: FastifyReply,
  encoder: ExportEncoder,
  batches: ExportBatches,
  fileName: string,
): Promise<FastifyReply> {
  const source = Symbol.asyncIterator in batches ? batches[Symbol.asyncIterator]() : batches[Symbol.iterator]();
  const first = await source.next();
  return reply
    .type(encoder.contentType)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .send(encoder.encode(resumed(first, source)));
}

import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { attachmentDisposition } from './attachmentDisposition.ts';
import type { ExportBatches } from './exportBatches.ts';
import type { ExportEncoder } from './exportEncoder.ts';
import type { ExportRow } from './exportColumns.ts';

/**
 * The batches again, starting with one already read; closing it closes the source. Between two batches the
 * other requests get their turn: the embedded database answers in microtasks, so a source that reads batch
 * after batch would otherwise hold the event loop until the whole file is out.
 */
async function* resumed<T>(first: IteratorResult<T>, rest: AsyncIterator<T> | Iterator<T>) {
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
    .send(encoder.encode(resumed<readonly ExportRow[]>(first, source)));
}

/** A document written as text already: `head`, the chunks as they come, `tail`; one Buffer per chunk. */
async function* framed(head: string, chunks: AsyncIterable<string>, tail: string): AsyncGenerator<Buffer> {
  let before = head;
  for await (const chunk of chunks) {
    yield Buffer.from(before + chunk);
    before = '';
  }
  yield Buffer.from(before + tail);
}

/**
 * streamExport for a document whose rows the database wrote as text, as `chunks` of a few hundred KiB:
 * the same first read before the headers and the same turns between chunks. The body is a byte stream
 * that Fastify pipes into the socket, so the next chunk is read only once the socket has drained.
 */
export async function streamTextExport(
  reply: FastifyReply,
  contentType: string,
  document: { head: string; chunks: AsyncIterable<string>; tail: string },
  fileName: string,
): Promise<FastifyReply> {
  const source = framed(document.head, document.chunks, document.tail);
  const first = await source.next();
  return reply
    .type(contentType)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .send(Readable.from(resumed(first, source), { objectMode: false, highWaterMark: 1 }));
}

import type { Readable } from 'node:stream';

/** characters gathered before a chunk is handed on */
const CHUNK_CHARS = 1024 * 1024;

/**
 * The UTF-8 text of a byte stream in chunks that end at a line break (the last one wherever the text ends),
 * so a reader that goes line by line never sees a line cut in two, and never more than about a chunk and the
 * longest line of the text at once.
 */
export async function* textChunks(bytes: Readable): AsyncGenerator<string> {
  bytes.setEncoding('utf8');
  let pending = '';
  for await (const piece of bytes as AsyncIterable<string>) {
    pending += piece;
    if (pending.length < CHUNK_CHARS) continue;
    const cut = pending.lastIndexOf('\n') + 1;
    if (cut === 0) continue;
    yield pending.slice(0, cut);
    pending = pending.slice(cut);
  }
  if (pending !== '') yield pending;
}

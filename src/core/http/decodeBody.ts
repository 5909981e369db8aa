/** Error bodies larger than this are not worth reading into a message. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

interface BlobLike {
  text(): Promise<string>;
  size: number;
}

function isBlobLike(value: unknown): value is BlobLike {
  return typeof value === 'object' && value !== null && typeof (value as BlobLike).text === 'function';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array | string> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function parseText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readStream(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (text.length > MAX_ERROR_BODY_BYTES) break;
  }
  return text + decoder.decode();
}

/**
 * Downloads ask for a blob, array buffer or stream, and axios hands an error body over in that same form;
 * turn it back into the JSON the server sent so the error carries its `detail`.
 */
export async function decodeBody(data: unknown): Promise<unknown> {
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    const bytes =
      data instanceof ArrayBuffer
        ? new Uint8Array(data)
        : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return parseText(new TextDecoder().decode(bytes.subarray(0, MAX_ERROR_BODY_BYTES)));
  }
  if (isBlobLike(data)) return data.size > MAX_ERROR_BODY_BYTES ? null : parseText(await data.text());
  if (isAsyncIterable(data)) return parseText(await readStream(data));
  if (typeof data === 'string') return parseText(data);
  return data;
}

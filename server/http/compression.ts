import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the compressed frame would save a few bytes at best. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Levels for answers compressed as they go (the build's files are compressed at build time at the best
 * level): for a 83 KB page of installations, brotli quality 2 takes 0.3 ms against quality 4's 0.9 ms for 5 %
 * more bytes, gzip level 3 0.3 ms against level 6's 0.6 ms for 11 % more; on a list under load and on a long
 * export the time counts more than the bytes.
 */
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 3;

/**
 * Compresses answers of the API (JSON pages, streamed exports, the OpenAPI document) and of static files the
 * build did not precompress, with the best encoding the client accepts: brotli at a fast quality, else gzip.
 * Scripts and styles of the build go precompressed from disk instead (staticSite, scripts/precompressAssets.ts);
 * an answer that already has a `Content-Encoding` is left alone. Binary files (XLSX, PDF, images) are skipped
 * by their content type.
 */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

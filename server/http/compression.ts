import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the compressed frame would save a few bytes at best. */
export const COMPRESSION_THRESHOLD = 1024;

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
  });
}

import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Folders of a build where every file name carries its content hash (vite.config.ts, vite.lib.config.ts). */
const HASHED_FOLDERS = new Set(['assets', 'chunks', 'map-chunks', 'chart-chunks', 'tour-chunks']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * `setHeaders` of a built folder served by @fastify/static: a file whose name holds its hash never changes, so a
 * browser keeps it a year without asking again; anything else (the HTML, the service worker, the elements' entry
 * scripts that partners link by a fixed name) is revalidated on every use, which costs a 304 at most.
 */
export function staticCacheControl(root: string) {
  return (reply: FastifyReply, filePath: string): void => {
    const folder = path.relative(root, filePath).split(path.sep)[0];
    void reply.header('Cache-Control', folder && HASHED_FOLDERS.has(folder) ? IMMUTABLE : REVALIDATE);
  };
}

import type { FastifyInstance } from 'fastify';
import { HttpError } from './HttpError.ts';

/**
 * Strict UTF-8: a body that is not valid UTF-8 is refused rather than read with U+FFFD in place of its
 * bad bytes, which would store text the client never sent. A byte-order mark stays in the text, so JSON
 * with one is refused as before.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * JSON bodies as DRF reads them: an empty body is no body (DELETE, bodiless POST), bad JSON a 400.
 * Fastify's own text/plain parser is dropped so plain text is a 415, as DRF's JSON-only views answer.
 */
export function jsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : utf8.decode(body);
    } catch {
      return done(new HttpError(400, { detail: 'JSON parse error - the body is not valid UTF-8' }), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new HttpError(400, { detail: `JSON parse error - ${(error as Error).message}` }), undefined);
    }
  });
}

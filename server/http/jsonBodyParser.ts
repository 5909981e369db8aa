import type { FastifyInstance } from 'fastify';
import { HttpError } from './HttpError.ts';

/**
 * JSON bodies as DRF reads them: an empty body is no body (DELETE, bodiless POST), bad JSON a 400.
 * Fastify's own text/plain parser is dropped so plain text is a 415, as DRF's JSON-only views answer.
 */
export function jsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new HttpError(400, { detail: `JSON parse error - ${(error as Error).message}` }), undefined);
    }
  });
}

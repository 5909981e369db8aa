import type { FastifyInstance } from 'fastify';
import { HttpError } from './HttpError.ts';

/** JSON bodies as DRF reads them: an empty body is no body (DELETE, bodiless POST), bad JSON a 400. */
export function jsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
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

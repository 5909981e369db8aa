import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * These answers leave before any hook runs, so the security headers (securityHeaders.ts) are set here:
 * a JSON error needs nothing from anywhere.
 */
const HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Errors the router raises before any route or error handler runs (a path segment too long, broken
 * percent-encoding): answered in DRF's shape, never echoing the path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail = status === 414 ? 'Request URI too long.' : 'Malformed request.';
  void reply.code(status).headers(HEADERS).type('application/json').send({ detail });
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Duplex } from 'node:stream';

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

const CLIENT_ERRORS: Record<string, { status: number; reason: string; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', detail: 'Request timeout.' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', detail: 'Request header too large.' },
};

/**
 * Requests Node's parser refuses (a request line or headers over its size limit) never reach Fastify's
 * router; Fastify's own answer to them is not DRF-shaped, so the same statuses are written here as `{detail}`.
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', detail: 'Malformed request.' };
  const body = JSON.stringify({ detail: known.detail });
  const headers = Object.entries({ ...HEADERS, 'Content-Type': 'application/json', 'Content-Length': body.length })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable)
    socket.write(`HTTP/1.1 ${known.status} ${known.reason}\r\n${headers}Connection: close\r\n\r\n${body}`);
  socket.destroy(error);
}

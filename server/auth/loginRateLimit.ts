import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../http/HttpError.ts';

/** Throttles login and reset attempts per client address and e-mail (DRF's 429 body with Retry-After). */
export function loginRateLimit(config: ServerConfig) {
  return {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.windowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.toLowerCase() : '';
      return `${request.ip}|${email}`;
    },
    errorResponseBuilder: throttled,
  };
}

/** DRF's 429 body with Retry-After, for @fastify/rate-limit's `errorResponseBuilder`. */
export function throttled(_request: FastifyRequest, context: { ttl: number }): HttpError {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
    { 'Retry-After': String(seconds) },
  );
}

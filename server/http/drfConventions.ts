import type { FastifyContextConfig, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import type { z } from 'zod';
import { fieldErrors, HttpError, msg, notFound } from './HttpError.ts';
import { pickLanguage } from './messages.ts';
import { queryValues } from './queryValues.ts';
import { translateBody } from './translateBody.ts';
import { zodIssuesToFieldErrors } from './zodIssuesToFieldErrors.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A route found at a path, as the 405 answer sees it. */
export interface RouteAtPath {
  url: string;
  config: FastifyContextConfig | undefined;
}

export interface DrfConventionsOptions {
  /** serves a request no route matches (the portal's SPA fallback); true when it answered */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /**
   * Runs before a 405 on a path that has routes for other methods, and may throw: DRF authenticates
   * (and checks permissions) before it looks at the method, so an anonymous caller gets its 401 first.
   */
  beforeMethodNotAllowed?: (request: FastifyRequest, routes: RouteAtPath[]) => Promise<void>;
}

class ZodRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly input: unknown,
    readonly schema: z.ZodType,
  ) {
    super('Validation failed');
  }
}

/** Whether a parsed value holds a string with a NUL character; iterative, as JSON may nest thousands deep. */
function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && item.includes('\u0000')) return true;
    if (typeof item === 'object' && item !== null) for (const child of Object.values(item)) pending.push(child);
  }
  return false;
}

/** Top-level fields (or non_field_errors) of a request part whose strings contain a NUL character. */
function fieldsWithNul(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return containsNul(data) ? ['non_field_errors'] : [];
  }
  return Object.entries(data)
    .filter(([, value]) => containsNul(value))
    .map(([field]) => field);
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const lang = pickLanguage(request.headers['accept-language']);
  return reply.code(status).headers(headers).type('application/json').send(translateBody(body, lang));
}

/**
 * Django REST Framework conventions for every route: zod validation producing field errors, the
 * documented 4xx bodies, 405 with `Allow`, and a 500 that never carries a stack trace.
 */
export function drfConventions(app: FastifyInstance, options: DrfConventionsOptions = {}): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (raw: unknown) => {
    // A path id that does not parse names no object: 404 as DRF's get_object_or_404, not a field error.
    const refuse = (error: Error) => ({ error: httpPart === 'params' ? notFound() : error });
    const data = httpPart === 'querystring' ? queryValues(schema as z.ZodType, raw) : raw;
    // PostgreSQL text cannot hold NUL, so such input would otherwise end as a 500; DRF refuses it per field.
    const nul = fieldsWithNul(data);
    if (nul.length > 0) {
      return refuse(fieldErrors(Object.fromEntries(nul.map((field) => [field, [msg('nullCharacters')]]))));
    }
    const result = (schema as z.ZodType).safeParse(data);
    return result.success
      ? { value: result.data }
      : refuse(new ZodRequestError(result.error.issues, data, schema as z.ZodType));
  });

  // Mirror of the route table, to tell "wrong method" (405) from "no such path" (404).
  const mirror = FindMyWay({ ignoreTrailingSlash: true, ignoreDuplicateSlashes: true });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if ((METHODS as readonly string[]).includes(method) && !mirror.hasRoute(method as 'GET', route.url)) {
        const store: RouteAtPath = { url: route.url, config: route.config };
        mirror.on(method as 'GET', route.url, () => undefined, store);
      }
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.fallback?.(request, reply)) return reply;
    const path = request.url.split('?')[0];
    const found = METHODS.flatMap((method) => {
      const hit = mirror.find(method, path);
      return hit ? [{ method, route: hit.store as RouteAtPath }] : [];
    });
    if (found.length > 0) {
      await options.beforeMethodNotAllowed?.(
        request,
        found.map(({ route }) => route),
      );
      const allow = found.map(({ method }) => method).join(', ');
      return send(request, reply, 405, { detail: `Method "${request.method}" not allowed.` }, { Allow: allow });
    }
    return send(request, reply, 404, { detail: { key: 'notFound' } });
  });

  app.setErrorHandler((error: FastifyError | HttpError | ZodRequestError, request, reply) => {
    if (error instanceof HttpError) return send(request, reply, error.statusCode, error.body, error.headers);
    if (error instanceof ZodRequestError) {
      return send(request, reply, 400, zodIssuesToFieldErrors(error.issues, error.input, error.schema));
    }
    const code = 'code' in error ? error.code : undefined;
    switch (code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(request, reply, 400, { detail: `JSON parse error - ${error.message}` });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(request, reply, 413, { detail: 'Request body is too large.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(request, reply, 415, {
          detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.`,
        });
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return send(request, reply, 413, { detail: 'Uploaded file is too large.' });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429)
      return send(request, reply, 429, { detail: error.message }, reply.getHeaders() as Record<string, string>);
    if (status >= 400 && status < 500) return send(request, reply, status, { detail: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, { detail: 'A server error occurred.' });
  });
}

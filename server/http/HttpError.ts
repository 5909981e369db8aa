import type { MessageKey } from './messages.ts';

export type ErrorBody = Record<string, unknown>;

/**
 * An error that becomes a DRF-shaped response. `body` may carry message keys (`{ key: MessageKey }`)
 * that the error handler translates into the caller's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** A translated field message, resolved by the error handler. */
export interface Msg {
  key: MessageKey;
  vars?: Record<string, string | number>;
}

export const msg = (key: MessageKey, vars?: Record<string, string | number>): Msg => ({ key, vars });

export const notFound = () => new HttpError(404, { detail: msg('notFound') });
export const permissionDenied = () => new HttpError(403, { detail: msg('permissionDenied') });
export const notAuthenticated = () =>
  new HttpError(
    401,
    { detail: 'Authentication credentials were not provided.' },
    { 'WWW-Authenticate': 'Bearer realm="api"' },
  );

/** `{"field": ["message"]}` with a 400. */
export function fieldErrors(errors: Record<string, Array<string | Msg>>): HttpError {
  return new HttpError(400, errors);
}
export const fieldError = (field: string, message: string | Msg) => fieldErrors({ [field]: [message] });

import type { FieldErrors } from '../contract/errors.ts';

export interface ApiErrorInit {
  status: number | null;
  code?: string | null;
  detail?: string | null;
  fieldErrors?: FieldErrors;
  nonFieldErrors?: string[];
  data?: unknown;
  cause?: unknown;
}

/**
 * Every rejection of the HTTP client is an ApiError, so forms can show DRF field errors under their fields
 * and callers can branch on `status` (null when no response arrived) or the server's `code`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  status: number | null;
  /** The server's `code`, or for a call that got no response the transport's code (e.g. ECONNREFUSED). */
  code: string | null;
  detail: string | null;
  fieldErrors: FieldErrors;
  nonFieldErrors: string[];
  data: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? null;
    this.detail = init.detail ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
    this.nonFieldErrors = init.nonFieldErrors ?? [];
    this.data = init.data;
  }
}

import { ApiError } from '../../src/core/http/ApiError.ts';
import { CliError, EXIT_FAILURE } from '../errors.ts';

export interface FormattedError {
  message: string;
  exitCode: number;
}

/** The URL a failed call went to, read off the transport error the ApiError wraps. */
function urlOf(error: ApiError): string | null {
  const config = (error.cause as { config?: { url?: unknown } } | undefined)?.config;
  return typeof config?.url === 'string' ? config.url : null;
}

function describeApiError(error: ApiError): string {
  if (error.status === null) {
    // Node reports a refused dual-stack connection (localhost) as an AggregateError with an empty message.
    const reason = error.message || error.code || 'no response';
    const url = urlOf(error);
    return error.code && url ? `cannot reach ${url}: ${reason}` : reason;
  }
  const fields = Object.entries(error.fieldErrors).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  const parts = [error.detail, ...error.nonFieldErrors, ...fields].filter(Boolean);
  return `${parts.length > 0 ? parts.join('; ') : error.message} (HTTP ${error.status})`;
}

/** One line for stderr and the exit code, for anything a command throws. */
export function formatError(error: unknown): FormattedError {
  if (error instanceof CliError) return { message: error.message, exitCode: error.exitCode };
  if (error instanceof ApiError) return { message: describeApiError(error), exitCode: EXIT_FAILURE };
  const message = error instanceof Error ? error.message : String(error);
  return { message: message.split('\n')[0] || 'unexpected failure', exitCode: EXIT_FAILURE };
}

import { ApiError } from '../../core/http/ApiError.ts';

/**
 * What a refused file upload says: the problems with the file itself (e.g. one per row) apart from the
 * others; an answer without problems is `fallback`, or the server's own detail.
 */
export function uploadErrors(error: unknown, fallback: string): { file: string[]; general: string[] } {
  if (error instanceof ApiError && (Object.keys(error.fieldErrors).length || error.nonFieldErrors.length)) {
    const { file = [], ...others } = error.fieldErrors;
    return { file, general: [...error.nonFieldErrors, ...Object.values(others).flat()] };
  }
  return { file: [], general: [error instanceof ApiError ? (error.detail ?? error.message) : fallback] };
}

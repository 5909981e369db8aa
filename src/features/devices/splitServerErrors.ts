import { ApiError } from '../../core/http/ApiError.ts';
import type { ServerErrorTexts } from '../common/formErrors.ts';

export interface SplitErrors {
  /** the server's messages for the form's one field */
  field: string[];
  /** everything else, listed above the form */
  general: string[];
}

/**
 * Sorts a failed request's messages into the ones for `field` and the rest. An answer without any message
 * still says something: its detail, 'An undefined error has occurred', or, when it was no API error at all,
 * that the request failed.
 */
export function splitServerErrors(error: unknown, field: string, texts: ServerErrorTexts): SplitErrors {
  if (!(error instanceof ApiError)) return { field: [], general: [texts.failed] };
  const { [field]: onField = [], ...others } = error.fieldErrors;
  const rest = [...error.nonFieldErrors, ...Object.values(others).flat()];
  return { field: onField, general: rest.length || onField.length ? rest : [error.detail?.trim() || texts.undefined] };
}

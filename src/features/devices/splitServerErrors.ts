import { ApiError } from '../../core/http/ApiError.ts';
import type { ServerErrorTexts } from '../common/formErrors.ts';

export interface SplitErrors {
  /** the server's messages for the form's one field */
  field: string[];
  /** everything else, listed above the form */
  general: string[];
  /** the messages of the form's other fields named in `alsoShown`, each shown under its own field */
  others: Record<string, string[]>;
}

/**
 * Sorts a failed request's messages into the ones for `field` and the rest. An answer without any message
 * still says something: its detail, 'An undefined error has occurred', or, when it was no API error at all,
 * that the request failed.
 */
export function splitServerErrors(
  error: unknown,
  field: string,
  texts: ServerErrorTexts,
  alsoShown: readonly string[] = [],
): SplitErrors {
  if (!(error instanceof ApiError)) return { field: [], general: [texts.failed], others: {} };
  const entries = Object.entries(error.fieldErrors);
  const onField = entries.filter(([name]) => name === field).flatMap(([, messages]) => messages);
  const shown = entries.filter(([name]) => alsoShown.includes(name));
  const others = Object.fromEntries(shown);
  const anywhere = onField.length + shown.flatMap(([, messages]) => messages).length;
  const rest = [
    ...error.nonFieldErrors,
    ...entries.filter(([name]) => name !== field && !alsoShown.includes(name)).flatMap(([, messages]) => messages),
  ];
  return {
    field: onField,
    general: rest.length || anywhere ? rest : [error.detail?.trim() || texts.undefined],
    others,
  };
}

import type { TFunction } from 'i18next';
import { ApiError } from '../../core/http/ApiError.ts';

/** What a form says when the server's answer does not: the request failed, or it was refused without a word. */
export interface ServerErrorTexts {
  /** no answer, or no API error: 'An error has occured, please try again' */
  failed: string;
  /** an API error with no message at all: 'An undefined error has occurred' */
  undefined: string;
}

export const serverErrorTexts = (t: TFunction): ServerErrorTexts => ({
  failed: t('app.genericError'),
  undefined: t('app.undefinedError'),
});

export type FieldMessages<F extends string> = Partial<Record<F, string[]>>;

export interface FormErrorState<F extends string> {
  fields: FieldMessages<F>;
  /** messages that belong to no single field */
  general: string[];
}

export const noErrors = { fields: {}, general: [] } as const satisfies FormErrorState<never>;

/**
 * Sorts a server rejection into messages under the form's fields and general messages. Field errors for
 * names the form does not show become general messages, so nothing the server says is lost; a refusal without
 * any message says 'An undefined error has occurred'.
 */
export function errorsFromServer<F extends string>(
  error: unknown,
  fields: readonly F[],
  texts: ServerErrorTexts,
): FormErrorState<F> {
  if (!(error instanceof ApiError)) return { fields: {}, general: [texts.failed] };
  const result: FormErrorState<F> = { fields: {}, general: [...error.nonFieldErrors] };
  for (const [name, given] of Object.entries(error.fieldErrors)) {
    const messages = given.map((message) => message.trim() || texts.undefined);
    if ((fields as readonly string[]).includes(name)) result.fields[name as F] = messages;
    else result.general.push(...messages);
  }
  if (!result.general.length && !Object.keys(result.fields).length)
    result.general.push(error.detail?.trim() || texts.undefined);
  return result;
}

export function hasErrors<F extends string>(state: FormErrorState<F>): boolean {
  return state.general.length > 0 || Object.values(state.fields).some((messages) => (messages as string[]).length > 0);
}

/** Every message of the form as one list for the summary under the header, field messages labelled. */
export function summaryOf<F extends string>(state: FormErrorState<F>, labels: Record<F, string>): string[] {
  const fieldLines = (Object.entries(state.fields) as [F, string[]][]).flatMap(([name, messages]) =>
    messages.map((message) => `${labels[name]}: ${message}`),
  );
  return [...state.general, ...fieldLines];
}

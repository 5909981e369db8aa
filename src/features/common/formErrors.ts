import { ApiError } from '../../core/http/ApiError.ts';

export type FieldMessages<F extends string> = Partial<Record<F, string[]>>;

export interface FormErrorState<F extends string> {
  fields: FieldMessages<F>;
  /** messages that belong to no single field */
  general: string[];
}

export const noErrors = { fields: {}, general: [] } as const satisfies FormErrorState<never>;

/**
 * Sorts a server rejection into messages under the form's fields and general messages. Field errors for
 * names the form does not show become general messages, so nothing the server says is lost.
 */
export function errorsFromServer<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): FormErrorState<F> {
  if (!(error instanceof ApiError)) return { fields: {}, general: [fallback] };
  const result: FormErrorState<F> = { fields: {}, general: [...error.nonFieldErrors] };
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(name)) result.fields[name as F] = messages;
    else result.general.push(...messages);
  }
  if (!result.general.length && !Object.keys(result.fields).length) result.general.push(error.detail ?? fallback);
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

import type { ResolvedRange } from './reportRange.ts';
import { toLocalInput } from './reportRange.ts';

export type GenerateField = 'date_from' | 'date_to';
export type PeriodProblem = 'required' | 'order';

export interface GeneratePeriodInput {
  from: string;
  to: string;
}

/** The dialog starts from the charted range, or empty when none is charted. */
export function defaultPeriod(range: ResolvedRange | null): GeneratePeriodInput {
  return range ? { from: toLocalInput(range.after), to: toLocalInput(range.before) } : { from: '', to: '' };
}

const parse = (value: string) => (value ? new Date(value) : null);
const valid = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());

/**
 * The period as the request's ISO datetimes, or what is wrong with each field. The server checks again
 * (and caps the length); these are the mistakes worth catching before a call.
 */
export function checkPeriod(
  input: GeneratePeriodInput,
):
  | { ok: true; date_from: string; date_to: string }
  | { ok: false; problems: Partial<Record<GenerateField, PeriodProblem>> } {
  const from = parse(input.from);
  const to = parse(input.to);
  const problems: Partial<Record<GenerateField, PeriodProblem>> = {};
  if (!valid(from)) problems.date_from = 'required';
  if (!valid(to)) problems.date_to = 'required';
  else if (valid(from) && to <= from) problems.date_to = 'order';
  if (!valid(from) || !valid(to) || problems.date_to) return { ok: false, problems };
  return { ok: true, date_from: from.toISOString(), date_to: to.toISOString() };
}

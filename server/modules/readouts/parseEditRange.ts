import { MAX_EDIT_RANGE_DAYS } from '../../../src/core/domain/readingQuality.ts';
import { parseDateTime, upperBound } from '../../domain/parseDateTime.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';

const DAY_MS = 86_400_000;

/** The readings an edit or estimate covers: one instant, or the range [from, to). */
export type EditRange = { kind: 'one'; ts: Date } | { kind: 'range'; from: Date; to: Date };

/**
 * `ts`, or `date_after` and `date_before` (a range of at most MAX_EDIT_RANGE_DAYS): every bad field is
 * reported at once. `oneOnly`: the action changes one reading, so a range is refused.
 */
export function parseEditRange(
  fields: { ts?: string; date_after?: string; date_before?: string },
  options: { oneOnly?: boolean; rangeOnly?: boolean } = {},
): EditRange {
  const errors: Record<string, Msg[]> = {};
  const ts = given(fields.ts);
  const after = given(fields.date_after);
  const before = given(fields.date_before);
  const hasRange = after !== undefined || before !== undefined;
  if (ts !== undefined && !options.rangeOnly) {
    if (hasRange) errors.ts = [msg('editTsOrRange')];
    const instant = isoInstant(ts);
    if (!instant) errors.ts = [...(errors.ts ?? []), msg('invalidDateTime')];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return { kind: 'one', ts: instant! };
  }
  if (options.oneOnly) throw fieldErrors({ ts: [msg(hasRange ? 'editOneReading' : 'required')] });
  if (after === undefined && before === undefined && !options.rangeOnly) throw fieldErrors({ ts: [msg('required')] });
  const from = after === undefined ? undefined : isoInstant(after);
  const to = before === undefined ? undefined : isoInstant(before, 'upper');
  if (after === undefined) errors.date_after = [msg('required')];
  else if (!from) errors.date_after = [msg('invalidDateTime')];
  if (before === undefined) errors.date_before = [msg('required')];
  else if (!to) errors.date_before = [msg('invalidDateTime')];
  if (from && to && to <= from) errors.date_before = [msg('dateOrder', { field: 'date_after' })];
  else if (from && to && to.getTime() - from.getTime() > MAX_EDIT_RANGE_DAYS * DAY_MS)
    errors.date_before = [msg('periodTooLong', { n: MAX_EDIT_RANGE_DAYS })];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { kind: 'range', from: from!, to: to! };
}

/** An instant; as an upper bound a bare date means the end of that day. */
function isoInstant(value: string, bound?: 'upper'): Date | undefined {
  const parsed = parseDateTime(value);
  if (!parsed) return undefined;
  return bound === 'upper' ? upperBound(parsed) : parsed.date;
}

const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

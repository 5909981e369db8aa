import type { NightFlowQuery } from '../../../src/core/contract/waterBalance.ts';
import { fieldErrors, msg } from '../../http/HttpError.ts';
import type { NightWindow } from './nightFlowSql.ts';
import { parseRangeQuery, type QueryErrors, type RangeRequest } from './parseReportQuery.ts';

/** The night window when a query names none: 02:00–04:00 local time, when a district's use is lowest. */
export const DEFAULT_NIGHT_WINDOW = { start: '02:00', end: '04:00' } as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface NightFlowRequest extends RangeRequest {
  window: NightWindow;
  /** the window as asked, `HH:MM` */
  start: string;
  end: string;
}

/**
 * A night-flow query read as a daily report's range (the same caps) and a window of two local times; every
 * field error at once.
 */
export function parseNightFlowQuery(query: NightFlowQuery): NightFlowRequest {
  const errors: QueryErrors = {};
  const minutes = (field: 'window_start' | 'window_end', fallback: string) => {
    const value = query[field]?.trim() || fallback;
    const parts = TIME_OF_DAY.exec(value);
    if (!parts) (errors[field] ??= []).push(msg('invalidTimeOfDay'));
    return { value, minutes: parts ? Number(parts[1]) * 60 + Number(parts[2]) : 0 };
  };
  const start = minutes('window_start', DEFAULT_NIGHT_WINDOW.start);
  const end = minutes('window_end', DEFAULT_NIGHT_WINDOW.end);
  if (!errors.window_start && !errors.window_end && start.minutes === end.minutes)
    errors.window_end = [msg('emptyNightWindow')];
  const range = parseRangeQuery({ ...query, granularity: 'day' }, ['day'], errors);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return {
    ...range,
    window: { startMinutes: start.minutes, endMinutes: end.minutes },
    start: start.value,
    end: end.value,
  };
}

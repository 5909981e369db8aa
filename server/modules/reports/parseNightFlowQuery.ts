import type { NightFlowQuery } from '../../../src/core/contract/waterBalance.ts';
import { DEFAULT_NIGHT_WINDOW, minutesOfDay, type NightWindow } from '../../../src/core/domain/nightWindow.ts';
import { fieldErrors, msg } from '../../http/HttpError.ts';
import { parseRangeQuery, type QueryErrors, type RangeRequest } from './parseReportQuery.ts';

export interface NightFlowRequest extends RangeRequest {
  window: NightWindow;
  /** the window as asked, `HH:MM` */
  start: string;
  end: string;
}

/**
 * A night-flow query read as a daily report's range (the same caps) and a window of two local times; a time
 * the query leaves out is the company's (`fallback`, its leak rules' night window); every field error at once.
 */
export function parseNightFlowQuery(
  query: NightFlowQuery,
  fallback: { start: string; end: string } = DEFAULT_NIGHT_WINDOW,
): NightFlowRequest {
  const errors: QueryErrors = {};
  const minutes = (field: 'window_start' | 'window_end', otherwise: string) => {
    const value = query[field]?.trim() || otherwise;
    const parsed = minutesOfDay(value);
    if (parsed === null) (errors[field] ??= []).push(msg('invalidTimeOfDay'));
    return { value, minutes: parsed ?? 0 };
  };
  const start = minutes('window_start', fallback.start);
  const end = minutes('window_end', fallback.end);
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

/** A night window as minutes after local midnight; an end at or before the start lies on the next day. */
export interface NightWindow {
  startMinutes: number;
  endMinutes: number;
}

/** The night window when neither a query nor a company names one: 02:00–04:00, when a district's use is lowest. */
export const DEFAULT_NIGHT_WINDOW = { start: '02:00', end: '04:00' } as const;

/** A company's night window lasts at least this long and at most… */
export const NIGHT_WINDOW_MIN_MINUTES = 60;
/** …this long. */
export const NIGHT_WINDOW_MAX_MINUTES = 360;

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of a local time `HH:MM` (00:00 to 23:59), or null for anything else. */
export function minutesOfDay(value: string): number | null {
  const parts = TIME_OF_DAY.exec(value);
  return parts ? Number(parts[1]) * 60 + Number(parts[2]) : null;
}

/** How long a window lasts, in minutes; one that ends at or before its start crosses midnight. */
export function nightWindowMinutes(window: NightWindow): number {
  return (((window.endMinutes - window.startMinutes) % 1440) + 1440) % 1440;
}

export type NightWindowProblem =
  | { field: 'night_start' | 'night_end'; code: 'time' }
  | { field: 'night_end'; code: 'length' };

/**
 * What is wrong with a company's night window of two local times (`HH:MM`): a time that is none, or a
 * window shorter than an hour or longer than six (it may cross midnight). Empty when it is fine.
 */
export function nightWindowProblems(start: string, end: string): NightWindowProblem[] {
  const window = { startMinutes: minutesOfDay(start), endMinutes: minutesOfDay(end) };
  const problems: NightWindowProblem[] = [];
  if (window.startMinutes === null) problems.push({ field: 'night_start', code: 'time' });
  if (window.endMinutes === null) problems.push({ field: 'night_end', code: 'time' });
  if (window.startMinutes === null || window.endMinutes === null) return problems;
  const length = nightWindowMinutes(window as NightWindow);
  if (length < NIGHT_WINDOW_MIN_MINUTES || length > NIGHT_WINDOW_MAX_MINUTES)
    problems.push({ field: 'night_end', code: 'length' });
  return problems;
}

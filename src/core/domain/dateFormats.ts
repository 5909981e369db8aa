/**
 * The portal's date formats (spec section 9): short is year, short month and day, for grids; long adds
 * the weekday and the time, for detail panels and tooltips, where a full timestamp is shown. A moment that
 * must be told apart from others of its day (a reading of sub-day data, a transfer, a task, an alert) is
 * the short date with its time of day. Every screen, element and panel formats through here.
 */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
/** times of day in 24 hours in every language, as the date-and-time fields take them */
export const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = {
  ...SHORT_DATE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
export const LONG_DATE: Intl.DateTimeFormatOptions = { ...SHORT_DATE_TIME, weekday: 'long' };

const NONE = '—';

type DateValue = string | Date | null | undefined;

export interface DateFormats {
  /** year, short month, day */
  short: (value: DateValue) => string;
  /** the short format and the time of day */
  dateTime: (value: DateValue) => string;
  /** weekday, date and time */
  long: (value: DateValue) => string;
}

const cache = new Map<string, DateFormats>();
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (`2026-12-01`, a due date) is that day where the user is, not UTC midnight. */
function toDate(value: DateValue): Date | null {
  if (!value) return null;
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The formats in one language, made once per language; a missing or unreadable value is a dash. */
export function dateFormats(locale: string): DateFormats {
  let formats = cache.get(locale);
  if (!formats) {
    const of = (options: Intl.DateTimeFormatOptions) => {
      const format = new Intl.DateTimeFormat(locale, options);
      return (value: DateValue) => {
        const date = toDate(value);
        return date ? format.format(date) : NONE;
      };
    };
    formats = { short: of(SHORT_DATE), dateTime: of(SHORT_DATE_TIME), long: of(LONG_DATE) };
    cache.set(locale, formats);
  }
  return formats;
}

/**
 * The portal's two date formats (spec section 9): short is year, short month and day, for grids; long adds
 * the weekday and the time, for detail panels and tooltips, where a full timestamp is shown.
 */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
export const LONG_DATE: Intl.DateTimeFormatOptions = {
  ...SHORT_DATE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

const NONE = '—';

export interface DateFormats {
  short: (value: string | Date | null | undefined) => string;
  long: (value: string | Date | null | undefined) => string;
}

const cache = new Map<string, DateFormats>();

/** Both formats in one language; a missing or unreadable value is a dash. */
export function dateFormats(locale: string): DateFormats {
  let formats = cache.get(locale);
  if (!formats) {
    const short = new Intl.DateTimeFormat(locale, SHORT_DATE);
    const long = new Intl.DateTimeFormat(locale, LONG_DATE);
    const of = (format: Intl.DateTimeFormat) => (value: string | Date | null | undefined) => {
      const date = value ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) ? format.format(date) : NONE;
    };
    formats = { short: of(short), long: of(long) };
    cache.set(locale, formats);
  }
  return formats;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The last instant a bound may name. PostgreSQL reads an ISO year of at most four digits, and Python's
 * datetime (DRF's reference) spans the years 1 to 9999: a later instant would fail in the database.
 */
const LATEST = new Date('9999-12-31T23:59:59.999Z');

export interface ParsedDateTime {
  date: Date;
  /** a bare date: as an upper bound it means the end of that day */
  dateOnly: boolean;
}

/**
 * ISO 8601 as DRF's DateTimeField reads it: a date, or a date and time with an optional offset (UTC
 * without one). Impossible dates such as 2025-02-30 are refused rather than rolled over into March, and
 * the year 0, which neither Python nor PostgreSQL know, is refused as DRF does.
 */
export function parseDateTime(value: string): ParsedDateTime | null {
  const text = value.trim();
  const dateOnly = DATE.exec(text);
  const parts = dateOnly ?? DATE_TIME.exec(text);
  if (!parts || Number(parts[1]) < 1) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = parts;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${fraction.slice(0, 4)}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // Date accepts 2025-02-30 as 2 March; the calendar fields must survive the round trip
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23) return null;
  return { date, dateOnly: dateOnly !== null };
}

/**
 * The exclusive upper bound a `before` value names: a bare date includes that whole (UTC) day. The day
 * after 9999-12-31 (or a late time with a negative offset) is cut to the last instant a query can hold.
 */
export function upperBound(parsed: ParsedDateTime): Date {
  const bound = parsed.dateOnly ? new Date(parsed.date.getTime() + 86_400_000) : parsed.date;
  return bound > LATEST ? LATEST : bound;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

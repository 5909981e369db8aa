/** Days before each month in a common year. */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
const ZERO = 48;

/** The digits at `from`..`from + count` of `text` as a number, or -1 when one of them is not a digit. */
function digits(text: string, from: number, count: number): number {
  let number = 0;
  for (let i = from; i < from + count; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/** Whether `text` has `char` at `index`. */
const at = (text: string, index: number, char: string) => text.charCodeAt(index) === char.charCodeAt(0);

/**
 * Epoch milliseconds of an ISO 8601 UTC time, the same as Date.parse. The API's own form
 * (`2024-03-01T12:15:00Z`, optionally with milliseconds) is read by hand, several times faster than Date.parse,
 * which counts with 4 × 35,000 report points; any other form is left to Date.parse.
 */
export function parseIsoTime(text: string): number {
  const withMs = text.length === 24;
  if (
    !(withMs || text.length === 20) ||
    !at(text, 4, '-') ||
    !at(text, 7, '-') ||
    !at(text, 10, 'T') ||
    !at(text, 13, ':') ||
    !at(text, 16, ':') ||
    !at(text, text.length - 1, 'Z') ||
    (withMs && !at(text, 19, '.'))
  )
    return Date.parse(text);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  const ms = withMs ? digits(text, 20, 3) : 0;
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23) return Date.parse(text);
  if (minute < 0 || minute > 59 || second < 0 || second > 59 || ms < 0) return Date.parse(text);
  const leapDay = month > 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 1 : 0;
  // Leap days between 1970 and the start of `year`, by the Gregorian rule; a day past a short month's end rolls
  // over into the next, as Date.parse does.
  const leapDays = Math.floor((year - 1969) / 4) - Math.floor((year - 1901) / 100) + Math.floor((year - 1601) / 400);
  const days = (year - 1970) * 365 + leapDays + DAYS_BEFORE_MONTH[month - 1] + leapDay + day - 1;
  return ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + ms;
}

import { parseDateTime } from './parseDateTime.ts';

const DIGIT_0 = 48;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Date.UTC reads the years 0 to 99 as 1900 to 1999: those go to the full parser */
const FIRST_FAST_YEAR = 100;

/** the number of `length` digits at `at`, or -1 where one is not a digit */
function digits(text: string, at: number, length: number): number {
  let value = 0;
  for (let end = at + length; at < end; at += 1) {
    const digit = text.charCodeAt(at) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const daysIn = (year: number, month: number) =>
  month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : DAYS_IN_MONTH[month - 1];

/**
 * The instant of an ISO 8601 text as epoch milliseconds, or null, as `parseDateTime` reads it. The form
 * head-end exports write, `YYYY-MM-DDTHH:MM:SS` with optional milliseconds and `Z`, is read here from its
 * characters without a regular expression or a Date; any other form goes to `parseDateTime`.
 */
export function parseInstantMs(text: string): number | null {
  const length = text.length;
  const zoned = text.charCodeAt(length - 1) === 90; // Z
  const body = zoned ? length - 1 : length;
  if ((body === 19 || body === 23) && text[4] === '-' && text[7] === '-' && text[10] === 'T' && text[13] === ':') {
    const year = digits(text, 0, 4);
    const month = digits(text, 5, 2);
    const day = digits(text, 8, 2);
    const hour = digits(text, 11, 2);
    const minute = digits(text, 14, 2);
    const second = text[16] === ':' ? digits(text, 17, 2) : -1;
    const milli = body === 23 ? (text[19] === '.' ? digits(text, 20, 3) : -1) : 0;
    if (
      year >= FIRST_FAST_YEAR &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= daysIn(year, month) &&
      hour >= 0 &&
      hour <= 23 &&
      minute >= 0 &&
      minute <= 59 &&
      second >= 0 &&
      second <= 59 &&
      milli >= 0
    )
      return Date.UTC(year, month - 1, day, hour, minute, second, milli);
  }
  return parseDateTime(text)?.date.getTime() ?? null;
}

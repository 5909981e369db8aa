import { SHORT_DATE } from '../../core/domain/dateFormats.ts';

/** The numeric parts of a day in a language's order (`de`: day, month, year) and the separator it writes. */
function layoutOf(locale: string): { order: Array<'day' | 'month' | 'year'>; separator: string } {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(Date.UTC(2026, 11, 31)),
  );
  const order = parts
    .map((part) => part.type)
    .filter((type): type is 'day' | 'month' | 'year' => type === 'day' || type === 'month' || type === 'year');
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '-';
  return { order, separator };
}

/** `YYYY-MM-DD` written as the language writes a day in numbers (`de`: `31.12.2026`); '' stays ''. */
export function formatLocalDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const values = { year: match[1], month: match[2], day: match[3] };
  const { order, separator } = layoutOf(locale);
  return order.map((part) => values[part]).join(separator);
}

/**
 * `YYYY-MM-DD` in the portal's short date format (spec section 9: year, short month, day; `Dec 31, 2026`,
 * `31. Dez. 2026`), as a day field shows its day; '' stays ''.
 */
export function formatShortDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(locale, { ...SHORT_DATE, timeZone: 'UTC' }).format(date);
}

/** lower case, without accents and dots: `Déc.` and `dec` compare equal */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .toLowerCase();

const monthNames = new Map<string, Array<[string, number]>>();

/**
 * The language's month names, long and short, each with its month number (1–12), longest first; made once per
 * language (a field showing a day reads its own text back on every render).
 */
function monthNamesOf(locale: string): Array<[string, number]> {
  const known = monthNames.get(locale);
  if (known) return known;
  const names: Array<[string, number]> = [];
  for (const month of ['long', 'short'] as const)
    for (const context of [{ day: 'numeric' } as const, {}]) {
      const format = new Intl.DateTimeFormat(locale, { month, ...context, timeZone: 'UTC' });
      for (let index = 0; index < 12; index++) {
        const part = format.formatToParts(Date.UTC(2026, index, 15)).find((p) => p.type === 'month');
        if (part) names.push([plain(part.value), index + 1]);
      }
    }
  names.sort((a, b) => b[0].length - a[0].length);
  monthNames.set(locale, names);
  return names;
}

function dayOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A typed day as `YYYY-MM-DD`: in the language's numeric order with any separators (`31.12.2026`,
 * `31/12/2026`, `31 12 2026`), as the field shows it (`31. Dez. 2026`, `Dec 31, 2026`: a month name of the
 * language, long or short, with the day and the year), or as `2026-12-31`; '' for an empty text, null for a
 * text that is no day of the calendar.
 */
export function parseLocalDay(text: string, locale: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = trimmed.split(/\D+/).filter(Boolean);
  if (/\p{L}/u.test(trimmed)) {
    const words = plain(trimmed);
    const month = monthNamesOf(locale).find(([name]) => words.includes(name))?.[1];
    if (month === undefined || numbers.length !== 2) return null;
    const [day, year] = numbers[0].length === 4 ? [numbers[1], numbers[0]] : [numbers[0], numbers[1]];
    return year.length === 4 ? dayOf(Number(year), month, Number(day)) : null;
  }
  const { order } = layoutOf(locale);
  if (numbers.length !== 3) return null;
  const value = (part: 'day' | 'month' | 'year') => Number(numbers[order.indexOf(part)]);
  return dayOf(value('year'), value('month'), value('day'));
}

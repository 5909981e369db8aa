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
 * A day typed in the language's order, with any separators (`31.12.2026`, `31/12/2026`, `31 12 2026`) as
 * `YYYY-MM-DD`; '' for an empty text, null for a text that is no day of the calendar.
 */
export function parseLocalDay(text: string, locale: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const numbers = trimmed.split(/\D+/).filter(Boolean);
  const { order } = layoutOf(locale);
  if (numbers.length !== 3) return null;
  const value = (part: 'day' | 'month' | 'year') => Number(numbers[order.indexOf(part)]);
  const [year, month, day] = [value('year'), value('month'), value('day')];
  if (year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

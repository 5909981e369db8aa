/** A `YYYY-MM-DDTHH:MM` value (seconds allowed, dropped) as its day `YYYY-MM-DD` and time `HH:MM`; '' parts when absent. */
export function splitDateTime(value: string): { day: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? { day: match[1], time: match[2] } : { day: '', time: '' };
}

/**
 * A time of day typed in 24 hours, in every language (`6:05`, `06.05`, `0605`) as `HH:MM`; '' for an empty
 * text, null for a text that is no time.
 */
export function parseLocalTime(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const match = /^(\d{1,2})\s*[:.h]?\s*(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** A day and a time as the `YYYY-MM-DDTHH:MM` value, '' when there is no day; no time is midnight. */
export function joinDateTime(day: string, time: string): string {
  return day ? `${day}T${time || '00:00'}` : '';
}

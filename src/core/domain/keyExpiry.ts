const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of an instant, as a date input shows it. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A key expires at the end of the chosen day, in the admin's time zone; no day: it does not expire. */
export function expiryOf(day: string): string | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

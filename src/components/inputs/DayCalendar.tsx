import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import calendarCss from './dayCalendar.css?inline';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';

export interface DayCalendarProps {
  /** `YYYY-MM-DD`, or '' for no day */
  value: string;
  min?: string;
  max?: string;
  onPick: (day: string) => void;
}

/** `YYYY-MM-DD` as a local date at midnight; undefined for '' or a text that is no day. */
function toDate(day: string | undefined): Date | undefined {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');
const toDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * One month of days in the UI language (month and weekday names, first day of the week, the day buttons'
 * names), opening on the chosen day or today; days outside min/max are disabled and the months beyond them
 * not offered. Loaded on the first open of a calendar (see lazyDayCalendar.tsx), with its language.
 */
export function DayCalendar({ value, min, max, onPick, locale }: DayCalendarProps & { locale: DayPickerLocale }) {
  useWidgetStyles('mp-day-calendar', calendarCss);
  const selected = toDate(value);
  const first = toDate(min);
  const last = toDate(max);
  const today = new Date();
  const shown = selected ?? (last && today > last ? last : first && today < first ? first : today);
  return (
    <DayPicker
      mode="single"
      locale={locale}
      className="mp-day-calendar"
      autoFocus
      showOutsideDays
      fixedWeeks
      selected={selected}
      defaultMonth={shown}
      startMonth={first}
      endMonth={last}
      disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
      onSelect={(date) => {
        // a second press on the chosen day keeps it (the field has no "no day" from the calendar)
        onPick(date ? toDay(date) : value);
      }}
    />
  );
}

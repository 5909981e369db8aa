import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from './DateInput.tsx';
import { joinDateTime, parseLocalTime, splitDateTime } from './localDateTime.ts';

export interface DateTimeInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'value' | 'onChange' | 'min' | 'max' | 'name'
> {
  id: string;
  /** the field's visible label: the day and the time are named after it ("From, date", "From, time") */
  label: string;
  /** names the day (`name`) and the time (`name-time`) inputs */
  name?: string;
  /** `YYYY-MM-DDTHH:MM` in local wall time, or '' */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

/**
 * A day and a time of day as the UI language writes the day (see DateInput) and a 24-hour `HH:MM` time in every
 * language (a native datetime-local input shows the browser's language). A time that is no time, or a moment
 * outside min/max, keeps the last value and marks the field invalid.
 */
export function DateTimeInput({ id, label, name, value, onChange, min, max, ...rest }: DateTimeInputProps) {
  const { t } = useTranslation();
  const { day, time } = splitDateTime(value);
  const [draft, setDraft] = useState<{ text: string; for: string } | null>(null);
  const timeText = draft !== null && draft.for === value ? draft.text : time;
  const typedTime = parseLocalTime(timeText);
  // the value when a picked day fell outside min/max (the field says so until the value changes)
  const [dayOutside, setDayOutside] = useState<string | null>(null);
  const within = (next: string) => !next || ((!min || next >= min) && (!max || next <= max));
  const invalid =
    typedTime === null || !within(joinDateTime(day, typedTime)) || (dayOutside !== null && dayOutside === value);
  const ariaInvalid = rest['aria-invalid'] ?? (invalid ? true : undefined);

  return (
    <span className="mp-datetime">
      <DateInput
        {...rest}
        id={id}
        name={name}
        aria-label={t('widgets.date.day', { label })}
        aria-invalid={ariaInvalid}
        value={day}
        min={min?.slice(0, 10)}
        max={max?.slice(0, 10)}
        onChange={(nextDay) => {
          const next = joinDateTime(nextDay, typedTime ?? time);
          if (within(next)) {
            setDayOutside(null);
            onChange(next);
          } else setDayOutside(value);
        }}
      />
      <input
        {...rest}
        id={`${id}-time`}
        name={name ? `${name}-time` : undefined}
        type="text"
        inputMode="numeric"
        className="mp-input mp-datetime__time"
        aria-label={t('widgets.date.time', { label })}
        aria-invalid={ariaInvalid}
        placeholder="23:59"
        value={timeText}
        onChange={(event) => {
          const typed = event.target.value;
          const parsed = parseLocalTime(typed);
          const next = parsed === null || !day ? null : joinDateTime(day, parsed);
          if (next !== null && within(next) && next !== value) {
            setDraft({ text: typed, for: next });
            onChange(next);
          } else setDraft({ text: typed, for: value });
        }}
        onBlur={() => setDraft(null)}
      />
    </span>
  );
}

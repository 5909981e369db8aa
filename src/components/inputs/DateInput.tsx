import { useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import inputsCss from './inputs.css?inline';
import { formatLocalDay, parseLocalDay } from './localDay.ts';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';

export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'value' | 'onChange' | 'min' | 'max'
> {
  id: string;
  /** `YYYY-MM-DD`, or '' for no day */
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
}

/**
 * A day written as the UI language writes it (`31.12.2026` in German, `12/31/2026` in English): a native
 * date input shows the browser's language whatever the portal's. The calendar button opens the browser's
 * own calendar on a hidden date input; a typed text that is no day keeps the last day and says so.
 */
export function DateInput({ id, value, onChange, min, max, className, readOnly, disabled, ...rest }: DateInputProps) {
  const { t, i18n } = useTranslation();
  useWidgetStyles('mp-inputs', inputsCss);
  const locale = i18n.language;
  const shown = formatLocalDay(value, locale);
  // the text being typed, while it differs from the day it stands for
  const [draft, setDraft] = useState<{ text: string; for: string } | null>(null);
  const text = draft !== null && draft.for === value ? draft.text : shown;
  const invalid = parseLocalDay(text, locale) === null;
  const calendar = useRef<HTMLInputElement>(null);

  return (
    <span className={className ? `mp-date ${className}` : 'mp-date'}>
      <input
        {...rest}
        id={id}
        type="text"
        inputMode="numeric"
        lang={locale}
        className="mp-input mp-date__text"
        value={text}
        readOnly={readOnly}
        disabled={disabled}
        placeholder={formatLocalDay('2026-12-31', locale)}
        aria-invalid={rest['aria-invalid'] ?? (invalid ? true : undefined)}
        onChange={(event) => {
          const typed = event.target.value;
          const day = parseLocalDay(typed, locale);
          if (day !== null && day !== value) {
            setDraft({ text: typed, for: day });
            onChange(day);
          } else setDraft({ text: typed, for: value });
        }}
        onBlur={() => setDraft(null)}
      />
      {readOnly || disabled ? null : (
        <button
          type="button"
          className="mp-button mp-button--icon mp-date__calendar"
          aria-label={t('widgets.date.calendar')}
          onClick={() => calendar.current?.showPicker?.()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M7 3v3M17 3v3M4 8h16M5 5h14v15H5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
      <input
        ref={calendar}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="mp-date__native"
        value={value}
        min={min}
        max={max}
        onChange={(event) => {
          setDraft(null);
          onChange(event.target.value);
        }}
      />
    </span>
  );
}

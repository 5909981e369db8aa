import { Suspense, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import inputsCss from './inputs.css?inline';
import { lazyDayCalendar } from './lazyDayCalendar.tsx';
import { formatLocalDay, parseLocalDay } from './localDay.ts';
import { Spinner } from '../loading/Spinner.tsx';
import { Popover } from '../popover/Popover.tsx';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';

const CALENDAR_ICON = (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M7 3v3M17 3v3M4 8h16M5 5h14v15H5z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  </svg>
);

/** What a field is called: its aria-label, or the text of its label without what is hidden from readers (`*`). */
function nameOfField(input: HTMLInputElement): string {
  const given = input.getAttribute('aria-label');
  if (given) return given;
  const label = input.labels?.[0];
  if (!label) return '';
  const visible = (node: Node): string =>
    node instanceof Element
      ? node.getAttribute('aria-hidden') === 'true'
        ? ''
        : Array.from(node.childNodes).map(visible).join('')
      : (node.textContent ?? '');
  return visible(label).trim();
}

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
 * date input shows the browser's language whatever the portal's. The calendar button opens a calendar in the
 * UI language (loaded on first use, see lazyDayCalendar.tsx) that writes the chosen day into the field; a
 * typed text that is no day keeps the last day and says so.
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
  const Calendar = lazyDayCalendar(locale);
  const input = useRef<HTMLInputElement>(null);
  // the field's name (its label, or the aria-label it was given) names the calendar button and the calendar
  const [fieldName, setFieldName] = useState('');
  const ariaLabel = rest['aria-label'];
  useLayoutEffect(() => setFieldName(input.current ? nameOfField(input.current) : ''), [locale, ariaLabel]);

  return (
    <span className={className ? `mp-date ${className}` : 'mp-date'}>
      <input
        {...rest}
        ref={input}
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
        <Popover
          trigger={CALENDAR_ICON}
          label={fieldName ? t('widgets.date.calendarOf', { label: fieldName }) : t('widgets.date.calendar')}
          triggerClassName="mp-button mp-button--icon mp-date__calendar"
        >
          {(close) => (
            <Suspense fallback={<Spinner size="small" />}>
              <Calendar
                value={value}
                min={min}
                max={max}
                onPick={(day) => {
                  setDraft(null);
                  if (day !== value) onChange(day);
                  close();
                }}
              />
            </Suspense>
          )}
        </Popover>
      )}
    </span>
  );
}

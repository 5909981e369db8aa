import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, type Locale } from '../../core/domain/index.ts';

export interface LanguageSelectProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** visible label; the header uses a visually hidden one */
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
}

/** The five UI languages, each named in its own language, as a native select (keyboard and screen readers for free). */
export function LanguageSelect({ value, onChange, label, hideLabel = false, disabled, id }: LanguageSelectProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <div className={hideLabel ? 'mp-language' : 'mp-field mp-language'}>
      <label htmlFor={controlId} className={hideLabel ? 'mp-visually-hidden' : 'mp-field__label'}>
        {label}
      </label>
      <select
        id={controlId}
        className="mp-input mp-language__select"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`languages.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

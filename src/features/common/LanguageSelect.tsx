import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/index.ts';
import { LOCALES, isLocale, type Locale } from '../../core/domain/index.ts';

export interface LanguageSelectProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** the field's label; the header keeps it for screen readers only */
  label: string;
  hideLabel?: boolean;
  /** shown under the field */
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}

interface LanguageOption {
  id: Locale;
  label: string;
}

/** The five UI languages, each named in its own language, in the portal's select box (search and keyboard). */
export function LanguageSelect({ value, onChange, label, hideLabel = false, hint, disabled, id }: LanguageSelectProps) {
  const { t } = useTranslation();
  const options: LanguageOption[] = LOCALES.map((locale) => ({ id: locale, label: t(`languages.${locale}`) }));
  return (
    <div className={hideLabel ? 'mp-language mp-language--compact' : 'mp-language'}>
      <Select
        label={label}
        options={options}
        value={value}
        clearable={false}
        hint={hint}
        disabled={disabled}
        id={id}
        onChange={(next) => {
          if (isLocale(next)) onChange(next);
        }}
        renderOption={(option) => <span lang={option.id}>{option.label}</span>}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { LanguageSelect, useLocale, usePortalServices } from '../../features/common/index.ts';

/** The header's language choice: every visible string changes at once, later calls send the new language. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { setLocale } = usePortalServices();
  return (
    <LanguageSelect
      label={t('header.language')}
      hideLabel
      value={useLocale()}
      onChange={(locale) => void setLocale(locale)}
      id="mp-header-language"
    />
  );
}

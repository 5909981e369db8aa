import { useTranslation } from 'react-i18next';
import { useLocale } from '../../features/common/useLocale.ts';
import { usePortalServices } from '../../features/common/usePortalServices.ts';
// Not in the barrel: the select widget behind it must stay out of the start-up chunk that uses the barrel.
import { LanguageSelect } from '../../features/common/LanguageSelect.tsx';

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

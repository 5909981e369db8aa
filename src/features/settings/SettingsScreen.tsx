import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { PageHeader, useLocale, usePortalServices } from '../common/index.ts';
// Not in the barrel: the select widget behind it must stay out of the start-up chunk that uses the barrel.
import { LanguageSelect } from '../common/LanguageSelect.tsx';
import { ChartSettingsPanel } from './ChartSettingsPanel.tsx';

/** /settings: the UI language and the stored chart settings. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const { setLocale } = usePortalServices();
  const locale = useLocale();
  return (
    <div className="mp-page">
      <PageHeader title={t('titles.settings')} subtitle={t('settings.intro')} />
      <div className="mp-grid mp-grid--two">
        <Card title={t('settings.language')}>
          <LanguageSelect
            label={t('settings.language')}
            hint={t('settings.languageHint')}
            value={locale}
            onChange={(next) => void setLocale(next)}
          />
        </Card>
        <ChartSettingsPanel />
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen.tsx';

/** /404: where unknown paths end. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen code="404" title={t('titles.notFound')} back={t('notFound.back')}>
      <p className="mp-page__subtitle">{t('notFound.message')}</p>
    </StatusScreen>
  );
}

import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** /404: where unknown paths end. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <div className="mp-page mp-not-found">
      <p className="mp-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="mp-page__title">{t('titles.notFound')}</h1>
      <p className="mp-page__subtitle">{t('notFound.message')}</p>
      <Link to="/dashboard" className="mp-button mp-button--primary">
        {t('notFound.back')}
      </Link>
    </div>
  );
}

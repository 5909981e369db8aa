import { useTranslation } from 'react-i18next';

/** Reloads the page: the way out of a shell or chunk that failed, offered by every error screen. */
export function ReloadButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="mp-button mp-button--primary" onClick={() => location.reload()}>
      {t('app.reload')}
    </button>
  );
}

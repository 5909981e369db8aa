import { useLocation, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen.tsx';

/** /no-permission?page=/users: where a page the visitor's permissions do not open ends, naming that page. */
export function NoPermissionScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const page = new URLSearchParams(useLocation().searchStr).get('page');
  // the refused page by its title in the visitor's language, else by its path
  const title = page
    ? router.matchRoutes(page, {}).findLast((match) => match.staticData.title)?.staticData.title
    : undefined;
  const name = title ? t(`titles.${title}`) : page;
  return (
    <StatusScreen code="403" title={t('titles.noPermission')} back={t('noPermission.back')}>
      <p className="mp-page__subtitle">
        {name ? t('noPermission.messageFor', { page: name }) : t('noPermission.message')}
      </p>
      <p>{t('noPermission.ask')}</p>
    </StatusScreen>
  );
}

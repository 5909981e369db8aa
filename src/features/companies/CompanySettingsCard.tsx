import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';

/**
 * A card of one company settings object (leak rules, validation rules): loading and failure, then the form,
 * made again whenever the stored settings change so it starts from what the server holds.
 */
export function CompanySettingsCard<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (settings: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={title}>
      {query.isPending ? <p aria-busy="true">{t('companies.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('companies.loadFailed')}</p> : null}
      {query.data ? <Fragment key={JSON.stringify(query.data)}>{children(query.data)}</Fragment> : null}
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '../../components/data-grid/index.ts';
import type { CompanyCredential } from '../../core/contract/companyCredentials.ts';
import { credentialState } from '../../core/domain/credentialState.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import type { CredentialTexts } from './credentialTexts.ts';
import { useCan } from './useCan.ts';
import { useLocale } from './useLocale.ts';
import { usePortalServices } from './usePortalServices.ts';

/**
 * The columns every list of company credentials shows: name, prefix, company (for those who see several),
 * expiry, last use and state, to put around a screen's own columns.
 */
export function useCredentialColumns<K extends CompanyCredential>(texts: CredentialTexts) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const locale = useLocale();
  const seesCompanies = useCan(PERMISSIONS.viewCompany);
  const companies = useQuery({ ...companyQueries.all(http), enabled: seesCompanies }).data ?? [];
  const dates = dateFormats(locale);
  const companyName = (id: number) => companies.find((company) => company.id === id)?.name ?? `#${id}`;

  const name: DataGridColumn<K> = {
    id: 'name',
    header: t(`${texts}.fields.name`),
    sortField: 'name',
    cell: (key) => key.name,
  };
  const prefix: DataGridColumn<K> = {
    id: 'prefix',
    header: t(`${texts}.fields.prefix`),
    cell: (key) => <code className="mp-credentials__code">{`${key.prefix}…`}</code>,
  };
  const company: DataGridColumn<K>[] =
    companies.length > 1
      ? [{ id: 'company', header: t(`${texts}.fields.company`), cell: (key) => companyName(key.company) }]
      : [];
  const life: DataGridColumn<K>[] = [
    {
      id: 'expires',
      header: t(`${texts}.fields.expiresAt`),
      cell: (key) => (key.expires_at ? dates.short(key.expires_at) : t(`${texts}.never`)),
    },
    {
      id: 'used',
      header: t(`${texts}.fields.lastUsed`),
      cell: (key) => (key.last_used_at ? dates.dateTime(key.last_used_at) : t(`${texts}.notUsed`)),
    },
    {
      id: 'state',
      header: t(`${texts}.fields.state`),
      cell: (key) => {
        const state = credentialState(key);
        return (
          <span className={`mp-credentials__badge mp-credentials__badge--${state}`}>
            {t(`${texts}.states.${state}`)}
          </span>
        );
      },
    },
  ];
  return { name, prefix, company, life };
}

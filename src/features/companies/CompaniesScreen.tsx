import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '../../components/data-grid/index.ts';
import { LinkButton } from '../../components/link-button/index.ts';
import { ListGrid, ListScreen, useListParams } from '../../components/list-screen/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import type { Company } from '../../core/contract/companies.ts';
import { GRID_LIMIT, PERMISSIONS } from '../../core/domain/index.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { Can, useCurrentUser, useHiddenColumns, usePortalServices } from '../common/index.ts';
import { CompanyPanel } from './CompanyPanel.tsx';
import { CreateDemoDialog } from './CreateDemoDialog.tsx';
import companiesCss from './companies.css?inline';

/** /companies/demo: the companies grid with Create Demo open over it (staff). */
export function CreateDemoScreen() {
  return <CompaniesScreen demo />;
}

/** /companies: the grid of the caller's companies; a chosen one opens its detail, edit and delete panel. */
export function CompaniesScreen({ demo = false }: { demo?: boolean }) {
  const { t } = useTranslation();
  useWidgetStyles('mp-companies', companiesCss);
  const { http } = usePortalServices();
  const staff = useCurrentUser()?.is_admin ?? false;
  const params = useListParams('name');
  const { search, ordering, offset } = params;
  const [selected, setSelected] = useState<number | null>(null);
  const navigate = useNavigate();
  const page = useQuery({
    ...companyQueries.list(http, { limit: GRID_LIMIT, offset, search: search || undefined, ordering }),
    placeholderData: (previous) => previous,
  });
  const all = useQuery(companyQueries.all(http));
  const nameOf = (id: number | null) => (id === null ? '—' : (all.data?.find((c) => c.id === id)?.name ?? `#${id}`));
  const yesNo = (value: boolean) => (value ? t('companies.yes') : t('companies.no'));

  const columnChoice = useHiddenColumns('companies');

  const columns: DataGridColumn<Company>[] = [
    {
      id: 'name',
      required: true,
      header: t('companies.fields.name'),
      sortField: 'name',
      cell: (c) => (
        <LinkButton onClick={() => setSelected(c.id)} aria-pressed={selected === c.id}>
          {c.name}
        </LinkButton>
      ),
    },
    {
      id: 'account',
      header: t('companies.fields.customerAccount'),
      sortField: 'customer_account',
      cell: (c) => c.customer_account,
    },
    { id: 'distributor', header: t('companies.fields.isDistributor'), cell: (c) => yesNo(c.is_distributor) },
    { id: 'parent', header: t('companies.fields.distributor'), cell: (c) => nameOf(c.distributor) },
    {
      id: 'active',
      header: t('companies.fields.status'),
      cell: (c) => (
        <span className={c.is_active ? 'mp-badge mp-badge--ok' : 'mp-badge mp-badge--muted'}>
          {c.is_active ? t('companies.active') : t('companies.inactive')}
        </span>
      ),
    },
    {
      id: 'services',
      header: t('companies.fields.services'),
      cell: (c) => c.services.map((s) => t(`companies.services.${s}`)).join(', '),
    },
    {
      id: 'place',
      header: t('companies.fields.place'),
      cell: (c) => [c.city, c.country].filter(Boolean).join(', ') || '—',
    },
  ];

  return (
    <ListScreen
      title={t('titles.companies')}
      subtitle={page.data ? t('companies.count', { count: page.data.count }) : t('companies.subtitle')}
      error={page.isError ? t('companies.loadFailed') : null}
      listClassName="mp-companies"
      actions={
        <div className="mp-admin-toolbar">
          <Can permission={PERMISSIONS.createCustomer}>
            <Link to="/companies/create" className="mp-button mp-button--primary">
              {t('titles.createCompany')}
            </Link>
          </Can>
          <Can permission={PERMISSIONS.addCrmCompany}>
            <Link to="/crm-import" className="mp-button">
              {t('titles.importCompany')}
            </Link>
          </Can>
          {staff ? (
            <Link to="/companies/demo" className="mp-button">
              {t('titles.createDemo')}
            </Link>
          ) : null}
        </div>
      }
      search={{ label: t('companies.search'), value: params.searchText, onChange: params.setSearchText }}
    >
      <ListGrid
        columnChoice={columnChoice}
        label={t('titles.companies')}
        columns={columns}
        list={page}
        params={params}
        rowKey={(c) => c.id}
        empty={t('companies.empty')}
      />
      {selected !== null ? <CompanyPanel key={selected} id={selected} onClose={() => setSelected(null)} /> : null}
      <CreateDemoDialog open={demo} onClose={() => void navigate({ to: '/companies' })} />
    </ListScreen>
  );
}

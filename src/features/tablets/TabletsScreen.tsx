import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/index.ts';
import { gridPage, ListScreen } from '../../components/list-screen/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { tabletEndpoints } from '../../core/contract/tabletEndpoints.ts';
import type { Tablet } from '../../core/contract/tablets.ts';
import { GRID_LIMIT, PERMISSIONS } from '../../core/domain/index.ts';
import { tabletQueries } from '../../queries/tabletQueries.ts';
import { ActingCompanySelect, Can, useActingCompany, useCan, usePortalServices } from '../common/index.ts';
import { RegisterTabletDialog } from './RegisterTabletDialog.tsx';
import { FormattedDate } from '../../components/format/index.ts';

type Pending = { tablet: Tablet; action: 'deactivate' | 'delete' } | null;

/**
 * /tablets: one company's tablets with its quota (n of 5), registration, deactivation and deletion; staff and
 * distributors choose the company.
 */
export function TabletsScreen() {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const canChange = useCan(PERMISSIONS.changeTablet);
  const [offset, setOffset] = useState(0);
  const [registering, setRegistering] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const acting = useActingCompany('mex');
  const company = acting.company === null ? {} : { company: String(acting.company) };
  // the header counts the company the list shows
  const page = useQuery({
    ...tabletQueries.list(http, { limit: GRID_LIMIT, offset, ...company }),
    placeholderData: (previous) => previous,
  });
  const quota = useQuery(tabletQueries.quota(http, company));
  const act = useMutation({
    mutationFn: async ({ tablet, action }: NonNullable<Pending>) => {
      if (action === 'deactivate')
        await callEndpoint(http, tabletEndpoints.deactivate, { params: { uuid: tablet.uuid } });
      else await callEndpoint(http, tabletEndpoints.delete, { params: { uuid: tablet.uuid } });
    },
    onSuccess: (_result, { action }) =>
      notify(t(action === 'deactivate' ? 'tours.toasts.tabletDeactivated' : 'tours.toasts.deleted'), {
        kind: 'success',
      }),
    onError: (_error, { action }) =>
      notify(t(action === 'deactivate' ? 'tours.toasts.tabletDeactivateFailed' : 'tours.toasts.deleteFailed'), {
        kind: 'error',
      }),
    onSettled: async () => {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: tabletQueries.root });
    },
  });
  const columns: DataGridColumn<Tablet>[] = [
    { id: 'name', header: t('tours.tablets.name'), cell: (tablet) => tablet.name },
    { id: 'android', header: t('tours.tablets.androidId'), cell: (tablet) => tablet.android_id },
    { id: 'version', header: t('tours.tablets.androidVersion'), cell: (tablet) => tablet.android_version || '—' },
    { id: 'model', header: t('tours.tablets.deviceModel'), cell: (tablet) => tablet.device_model || '—' },
    {
      id: 'active',
      header: t('tours.tablets.status'),
      cell: (tablet) => t(tablet.is_active ? 'tours.tablets.active' : 'tours.tablets.inactive'),
    },
    {
      id: 'seen',
      header: t('tours.tablets.lastSeen'),
      cell: (tablet) => <FormattedDate value={tablet.last_seen} />,
    },
    { id: 'tours', header: t('tours.tablets.tours'), align: 'end', cell: (tablet) => tablet.tours_assigned },
    {
      id: 'actions',
      header: t('tours.fields.actions'),
      cell: (tablet) =>
        canChange ? (
          <span className="mp-row-actions">
            {tablet.is_active ? (
              <button
                type="button"
                className="mp-button mp-button--small"
                onClick={() => setPending({ tablet, action: 'deactivate' })}
              >
                {t('tours.tablets.deactivate')}
              </button>
            ) : null}
            <button
              type="button"
              className="mp-button mp-button--small mp-button--danger"
              onClick={() => setPending({ tablet, action: 'delete' })}
            >
              {t('tours.actions.delete')}
            </button>
          </span>
        ) : null,
    },
  ];
  return (
    <ListScreen
      title={t('titles.tablets')}
      subtitle={
        quota.data
          ? t('tours.tablets.quota', { active: quota.data.active, quota: quota.data.quota })
          : t('tours.loading')
      }
      className="mp-tours"
      listClassName="mp-tours__list"
      actions={
        <Can permission={PERMISSIONS.addTablet}>
          <button type="button" className="mp-button mp-button--primary" onClick={() => setRegistering(true)}>
            {t('tours.tablets.register')}
          </button>
        </Can>
      }
      error={page.isError ? t('tours.loadFailed') : null}
    >
      <ActingCompanySelect
        label={t('tours.tablets.company')}
        acting={{
          ...acting,
          setCompany: (id) => {
            setOffset(0);
            acting.setCompany(id);
          },
        }}
      />
      <DataGrid
        label={t('tours.tablets.gridLabel')}
        columns={columns}
        rows={page.data?.results ?? []}
        rowKey={(tablet) => tablet.uuid}
        loading={page.isFetching}
        page={gridPage(page.data?.count, offset, setOffset)}
      />
      <RegisterTabletDialog open={registering} company={acting.company} onClose={() => setRegistering(false)} />
      <ConfirmDialog
        open={pending !== null}
        danger
        busy={act.isPending}
        title={
          pending
            ? t(pending.action === 'delete' ? 'tours.tablets.confirmDelete' : 'tours.tablets.confirmDeactivate', {
                name: pending.tablet.name,
              })
            : ''
        }
        confirmLabel={
          pending ? t(pending.action === 'delete' ? 'tours.actions.delete' : 'tours.tablets.deactivate') : ''
        }
        cancelLabel={t('tours.actions.cancel')}
        onConfirm={() => pending && act.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </ListScreen>
  );
}

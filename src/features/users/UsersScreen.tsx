import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '../../components/data-grid/index.ts';
import { ListGrid, ListScreen, useListParams } from '../../components/list-screen/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { userEndpoints } from '../../core/contract/userEndpoints.ts';
import type { User } from '../../core/contract/users.ts';
import { GRID_LIMIT, PERMISSIONS } from '../../core/domain/index.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { userQueries } from '../../queries/userQueries.ts';
import { Can, useCan, useHiddenColumns, usePortalServices } from '../common/index.ts';
import usersCss from './users.css?inline';
import { FormattedDate } from '../../components/format/index.ts';
import { roleLabel } from '../../core/labels/codeLabels.ts';

/** /users: the users of the caller's companies, with create, edit, resend activation and delete. */
export function UsersScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-users', usersCss);
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const canChange = useCan(PERMISSIONS.changeUser);
  const canDelete = useCan(PERMISSIONS.deleteUser);
  const params = useListParams('email');
  const { search, ordering, offset } = params;
  const [deleting, setDeleting] = useState<User | null>(null);
  const page = useQuery({
    ...userQueries.list(http, { limit: GRID_LIMIT, offset, search: search || undefined, ordering }),
    placeholderData: (previous) => previous,
  });
  const companies = useQuery(companyQueries.all(http));
  const companyName = (id: number) => companies.data?.find((c) => c.id === id)?.name ?? `#${id}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: userQueries.root });
  const resend = useMutation({
    mutationFn: (id: string) => callEndpoint(http, userEndpoints.resendActivation, { params: { id } }),
    onSuccess: () => notify(t('users.toasts.activationSent'), { kind: 'success' }),
    onError: () => notify(t('users.toasts.activationFailed'), { kind: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => callEndpoint(http, userEndpoints.remove, { params: { id } }),
    onSuccess: () => notify(t('users.toasts.deleted'), { kind: 'success' }),
    onError: () => notify(t('users.toasts.deleteFailed'), { kind: 'error' }),
    onSettled: async () => {
      setDeleting(null);
      await refresh();
    },
  });

  const columnChoice = useHiddenColumns('users');

  const columns: DataGridColumn<User>[] = [
    {
      id: 'name',
      required: true,
      header: t('users.fields.name'),
      sortField: 'name',
      cell: (u) => (
        <Link to="/users/$id" params={{ id: u.id }}>
          {u.name || u.email}
        </Link>
      ),
    },
    { id: 'email', header: t('users.fields.email'), sortField: 'email', cell: (u) => u.email },
    { id: 'role', header: t('users.fields.role'), cell: (u) => roleLabel(t, u.role) },
    {
      id: 'companies',
      header: t('users.fields.companies'),
      cell: (u) => u.companies.map(companyName).join(', ') || '—',
    },
    {
      id: 'active',
      header: t('users.fields.status'),
      cell: (u) => (
        <span className={u.is_active ? 'mp-badge mp-badge--ok' : 'mp-badge mp-badge--muted'}>
          {u.is_active ? t('users.active') : t('users.inactive')}
        </span>
      ),
    },
    {
      id: 'last_login',
      header: t('users.fields.lastLogin'),
      sortField: 'last_login',
      cell: (u) => (u.last_login ? <FormattedDate value={u.last_login} /> : t('users.never')),
    },
    {
      id: 'language',
      header: t('users.fields.language'),
      cell: (u) => t(`languages.${u.language as 'en'}`, u.language),
    },
    {
      id: 'actions',
      header: t('users.fields.actions'),
      cell: (u) => (
        <span className="mp-users__actions">
          {!u.is_active && canChange ? (
            <button type="button" className="mp-button" disabled={resend.isPending} onClick={() => resend.mutate(u.id)}>
              {t('users.resend')}
            </button>
          ) : null}
          {canDelete ? (
            <button type="button" className="mp-button mp-button--danger" onClick={() => setDeleting(u)}>
              {t('users.delete')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <ListScreen
      title={t('titles.users')}
      subtitle={page.data ? t('users.count', { count: page.data.count }) : t('users.subtitle')}
      error={page.isError ? t('users.loadFailed') : null}
      listClassName="mp-users"
      actions={
        <Can permission={PERMISSIONS.addUser}>
          <Link to="/users/create" className="mp-button mp-button--primary">
            {t('titles.createUser')}
          </Link>
        </Can>
      }
      search={{ label: t('users.search'), value: params.searchText, onChange: params.setSearchText }}
    >
      <ListGrid
        columnChoice={columnChoice}
        label={t('titles.users')}
        columns={columns}
        list={page}
        params={params}
        rowKey={(u) => u.id}
        empty={t('users.empty')}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={remove.isPending}
        title={t('users.confirmDelete.title')}
        confirmLabel={t('users.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('users.confirmDelete.text', { email: deleting?.email ?? '' })}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}

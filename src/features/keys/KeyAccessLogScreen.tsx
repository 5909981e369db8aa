import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/index.ts';
import { gridPage, ListScreen } from '../../components/list-screen/index.ts';
import { parseUrlSearch } from '../../components/url-filters/index.ts';
import type { KeyAccess } from '../../core/contract/keys.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import { keyQueries } from '../../queries/keyQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { FormattedDate } from '../../components/format/index.ts';

/** /keys/access-log: who viewed or exported which keys of the caller's companies (staff and company admins). */
export function KeyAccessLogScreen() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const navigate = useNavigate();
  const { offset = 0 } = parseUrlSearch<{ offset?: number }>(useSearch({ strict: false }), []);
  const log = useQuery({
    ...keyQueries.accessLog(http, { limit: GRID_LIMIT, offset }),
    placeholderData: keepPreviousData,
  });
  const columns: DataGridColumn<KeyAccess>[] = [
    { id: 'date', header: t('keys.log.fields.date'), cell: (row) => <FormattedDate value={row.created_at} withTime /> },
    {
      id: 'user',
      header: t('keys.log.fields.user'),
      // a read during an impersonation names the staff member behind it too
      cell: (row) =>
        row.original_user_email ? (
          <>
            {row.user_email}
            <span className="mp-keys__impersonator">
              {t('keys.log.impersonatedBy', { email: row.original_user_email })}
            </span>
          </>
        ) : (
          row.user_email
        ),
    },
    { id: 'action', header: t('keys.log.fields.action'), cell: (row) => t(`keys.log.actions.${row.action}`) },
    { id: 'format', header: t('keys.log.fields.format'), cell: (row) => row.format?.toUpperCase() ?? '—' },
    {
      id: 'keys',
      header: t('keys.log.fields.keys'),
      align: 'end',
      cell: (row) => <span title={row.keys.slice(0, 20).join('\n')}>{row.key_count}</span>,
    },
    { id: 'address', header: t('keys.log.fields.address'), cell: (row) => row.ip_address },
  ];
  return (
    <ListScreen
      title={t('keys.log.title')}
      subtitle={t('keys.log.subtitle')}
      actions={
        <Link to="/keys" className="mp-button">
          {t('keys.actions.keys')}
        </Link>
      }
      error={log.isError ? t('keys.log.loadFailed') : null}
      listClassName="mp-keys__log"
    >
      {log.isSuccess && log.data.count === 0 ? (
        <p className="mp-empty" role="status">
          {t('keys.log.empty')}
        </p>
      ) : null}
      <DataGrid
        label={t('keys.log.gridLabel')}
        columns={columns}
        rows={log.data?.results ?? []}
        rowKey={(row) => row.id}
        loading={log.isFetching}
        page={gridPage(
          log.data?.count,
          offset,
          (next) => void navigate({ to: '.', search: next ? { offset: next } : {}, replace: true }),
        )}
      />
    </ListScreen>
  );
}

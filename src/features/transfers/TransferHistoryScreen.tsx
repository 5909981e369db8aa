import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/index.ts';
import { gridPage } from '../../components/list-screen/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { parseUrlSearch } from '../../components/url-filters/index.ts';
import type { Transfer } from '../../core/contract/transfers.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import { transferQueries } from '../../queries/transferQueries.ts';
import { RowLink, useHiddenColumns, usePortalServices } from '../common/index.ts';
import { TransferDetail } from './TransferDetail.tsx';
import transfersCss from './transfers.css?inline';
import { FormattedDate } from '../../components/format/index.ts';

type HistorySearch = { offset?: number; transfer?: string };

/** /transfers: the Transfer History grid, newest first, with one transfer's keys beside it. */
export function TransferHistoryScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-transfers', transfersCss);
  const { http } = usePortalServices();
  const navigate = useNavigate();
  const search = parseUrlSearch<HistorySearch>(useSearch({ strict: false }), ['transfer']);
  const setSearch = (next: HistorySearch) => void navigate({ to: '.', search: next, replace: true });
  const offset = search.offset ?? 0;
  const list = useQuery({
    ...transferQueries.list(http, { limit: GRID_LIMIT, offset }),
    placeholderData: keepPreviousData,
  });
  const open = Number(search.transfer) || null;

  const columnChoice = useHiddenColumns('transfers');

  const columns: DataGridColumn<Transfer>[] = [
    {
      id: 'date',
      required: true,
      header: t('keys.history.fields.date'),
      cell: (row) => (
        <RowLink param="transfer" value={String(row.id)} current={open === row.id}>
          <FormattedDate value={row.created_at} withTime />
        </RowLink>
      ),
    },
    { id: 'from', header: t('keys.history.fields.from'), cell: (row) => row.from_company_name },
    { id: 'to', header: t('keys.history.fields.to'), cell: (row) => row.to_company_name },
    { id: 'user', header: t('keys.history.fields.user'), cell: (row) => row.user_email },
    { id: 'keys', header: t('keys.history.fields.keys'), align: 'end', cell: (row) => row.key_count },
  ];

  return (
    <div className={open ? 'mp-page mp-transfers mp-transfers--with-detail' : 'mp-page mp-transfers'}>
      <header className="mp-page__header">
        <h1 className="mp-page__title">{t('titles.transferHistory')}</h1>
        <p className="mp-page__subtitle">
          {list.data ? t('keys.history.count', { count: list.data.count }) : t('keys.history.subtitle')}
        </p>
      </header>
      <div className={open ? 'mp-transfers__body mp-split mp-split--with-panel' : 'mp-transfers__body mp-split'}>
        <div>
          {list.isError ? (
            <p className="mp-problem" role="alert">
              {t('keys.history.loadFailed')}
            </p>
          ) : null}
          {list.isSuccess && list.data.count === 0 ? (
            <p className="mp-empty" role="status">
              {t('keys.history.empty')}
            </p>
          ) : null}
          <DataGrid
            columnChoice={columnChoice}
            label={t('keys.history.gridLabel')}
            columns={columns}
            rows={list.data?.results ?? []}
            rowKey={(row) => row.id}
            loading={list.isFetching}
            page={gridPage(list.data?.count, offset, (next) => setSearch({ ...search, offset: next || undefined }))}
          />
        </div>
        {open ? <TransferDetail id={open} onClose={() => setSearch({ ...search, transfer: undefined })} /> : null}
      </div>
    </div>
  );
}

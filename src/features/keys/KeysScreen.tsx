import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/index.ts';
import { gridPage, ListHeader, ListStatus } from '../../components/list-screen/index.ts';
import { DropdownMenu } from '../../components/menu/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import type { CommModuleKey } from '../../core/contract/keys.ts';
import { GRID_LIMIT, PERMISSIONS } from '../../core/domain/index.ts';
import { useTransferSelection } from './useTransferSelection.ts';
import { KEY_EXPORT_FORMATS } from '../../core/domain/keyHandling.ts';
import { keyQueries } from '../../queries/keyQueries.ts';
import { Can, RowLink, useCan, useCurrentUser, useHiddenColumns, usePortalServices } from '../common/index.ts';
import { TransferDialog } from '../transfers/TransferDialog.tsx';
import { KeyDrawer } from './KeyDrawer.tsx';
import { KeyFilters } from './KeyFilters.tsx';
import keysCss from './keys.css?inline';
import { hasKeyFilters, toKeyQuery } from './keySearch.ts';
import { useKeyExport } from './useKeyExport.ts';
import { useKeySearch } from './useKeySearch.ts';
import { moduleTypeLabel } from '../../core/labels/codeLabels.ts';

/** /keys: the keys grid with filters in the URL, the key drawer, export of the filtered keys and transfers. */
export function KeysScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-keys', keysCss);
  const { http } = usePortalServices();
  const user = useCurrentUser();
  const controls = useKeySearch();
  const { search, setSearch } = controls;
  const offset = search.offset ?? 0;
  const list = useQuery({
    ...keyQueries.list(http, { ...toKeyQuery(search), limit: GRID_LIMIT, offset }),
    placeholderData: keepPreviousData,
  });
  const keys = list.data?.results ?? [];
  const canTransfer = useCan(PERMISSIONS.addTransfer);
  const transfer = useTransferSelection(search, canTransfer);
  const [transferring, setTransferring] = useState(false);
  const exportKeys = useKeyExport();
  const open = keys.find((key) => key.comm_mod_uuid === search.key);
  const readsLog = Boolean(user?.is_admin || user?.role === 'company_admin');

  const columnChoice = useHiddenColumns('keys');

  const columns: DataGridColumn<CommModuleKey>[] = [
    {
      id: 'module',
      required: true,
      header: t('keys.fields.moduleSerial'),
      sortField: 'module_serial',
      cell: (key) => (
        <RowLink param="key" value={key.comm_mod_uuid}>
          {key.module_serial}
        </RowLink>
      ),
    },
    { id: 'type', header: t('keys.fields.moduleType'), cell: (key) => moduleTypeLabel(t, key.module_type) },
    {
      id: 'meter',
      header: t('keys.fields.meterSerial'),
      sortField: 'meter_serial',
      cell: (key) => key.meter_serial ?? '—',
    },
    { id: 'order', header: t('keys.fields.order'), sortField: 'order', cell: (key) => key.order ?? '—' },
    { id: 'company', header: t('keys.fields.company'), cell: (key) => key.company_name },
    {
      id: 'status',
      header: t('keys.fields.status'),
      cell: (key) => t(key.is_deleted ? 'keys.status.deleted' : 'keys.status.active'),
    },
  ];

  return (
    <div className={open ? 'mp-page mp-keys mp-keys--with-drawer' : 'mp-page mp-keys'}>
      <ListHeader
        title={t('titles.keys')}
        subtitle={list.data ? t('keys.count', { count: list.data.count }) : t('keys.subtitle')}
        actions={
          <div className="mp-keys__actions">
            <Can permission={PERMISSIONS.viewOrder}>
              <DropdownMenu
                label={t('keys.actions.export')}
                trigger={<span>{t('keys.actions.export')}</span>}
                placement="bottom-end"
                items={KEY_EXPORT_FORMATS.map((format) => ({
                  id: format,
                  label: t(`keys.exportAs.${format}`),
                  onSelect: () => exportKeys.mutate({ search, format }),
                }))}
              />
            </Can>
            {readsLog ? (
              <Link to="/keys/access-log" className="mp-button">
                {t('keys.actions.accessLog')}
              </Link>
            ) : null}
          </div>
        }
      />
      <KeyFilters {...controls} />
      <div className="mp-keys__actions" aria-live="polite">
        <Can permission={PERMISSIONS.addTransfer}>
          <span className="mp-keys__selected">
            {transfer.chosen.length ? t('keys.selected', { count: transfer.chosen.length }) : t('keys.noneSelected')}
          </span>
          {transfer.matching.length > transfer.chosen.length ? (
            <button type="button" className="mp-button" onClick={transfer.selectAll}>
              {t('keys.selectAllMatching', { count: transfer.matching.length })}
            </button>
          ) : null}
          {transfer.chosen.length ? (
            <button type="button" className="mp-button" onClick={transfer.clear}>
              {t('keys.clearSelection')}
            </button>
          ) : null}
          <button
            type="button"
            className="mp-button mp-button--primary"
            disabled={transfer.chosen.length === 0}
            onClick={() => setTransferring(true)}
          >
            {t('keys.actions.transfer')}
          </button>
        </Can>
      </div>
      <div className={open ? 'mp-keys__body mp-split mp-split--with-panel' : 'mp-keys__body mp-split'}>
        <div>
          <ListStatus
            error={list.isError ? t('keys.loadFailed') : null}
            noMatches={list.isSuccess && list.data.count === 0 && hasKeyFilters(search) ? t('keys.noMatches') : null}
          />
          <DataGrid
            columnChoice={columnChoice}
            label={t('keys.gridLabel')}
            columns={columns}
            rows={keys}
            rowKey={(key) => key.comm_mod_uuid}
            rowLabel={(key) => t('keys.selectKey', { serial: key.module_serial })}
            loading={list.isFetching}
            ordering={search.ordering ?? 'module_serial'}
            onOrderingChange={(ordering) => setSearch((current) => ({ ...current, ordering, offset: undefined }))}
            selection={canTransfer ? transfer.selection : undefined}
            page={gridPage(list.data?.count, offset, (next) =>
              setSearch((current) => ({ ...current, offset: next || undefined })),
            )}
          />
        </div>
        {open ? (
          <KeyDrawer
            keyRow={open}
            onClose={() => setSearch((current) => ({ ...current, key: undefined }), { replace: true })}
          />
        ) : null}
      </div>
      {transferring ? (
        <TransferDialog
          keys={transfer.chosen}
          onClose={(done) => {
            setTransferring(false);
            if (done) transfer.clear();
          }}
        />
      ) : null}
    </div>
  );
}

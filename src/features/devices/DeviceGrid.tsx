import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/index.ts';
import type { Installation } from '../../core/contract/installations.ts';
import type { Page } from '../../core/contract/pagination.ts';
import { gridPaging, RowLink, useHiddenColumns } from '../common/index.ts';
import type { DeviceSearchControls } from './useDeviceSearch.ts';
import { FormattedDate } from '../../components/format/index.ts';
import { useDeviceFormat } from './useDeviceFormat.ts';
import { meterTypeLabel } from '../../core/labels/codeLabels.ts';

export interface DeviceGridProps extends DeviceSearchControls {
  page: Page<Installation> | undefined;
  loading: boolean;
}

/** The installations of the current filters, 100 a page, sorted by the server. */
export function DeviceGrid({ page, loading, search, setSearch }: DeviceGridProps) {
  const { t } = useTranslation();
  const format = useDeviceFormat();

  const columns: DataGridColumn<Installation>[] = [
    {
      id: 'serial',
      header: t('devices.fields.serialNumber'),
      sortField: 'serial_number',
      required: true,
      cell: (row) => (
        <RowLink param="device" value={row.uuid} current={search.device === row.uuid}>
          {row.serial_number}
        </RowLink>
      ),
    },
    {
      id: 'type',
      header: t('devices.fields.meterType'),
      cell: (row) => <span className="mp-nowrap">{meterTypeLabel(t, row.meter_type)}</span>,
    },
    { id: 'eui', header: t('devices.fields.deviceEui'), cell: (row) => row.device_eui ?? '—' },
    { id: 'company', header: t('devices.fields.company'), cell: (row) => row.company_name },
    {
      id: 'groups',
      header: t('devices.fields.groups'),
      cell: (row) => row.groups.map((group) => group.name).join(', ') || '—',
    },
    {
      id: 'volume',
      header: t('devices.fields.volume'),
      sortField: 'volume',
      align: 'end',
      cell: (row) => <span className="mp-nowrap">{format.volume(row.state.volume)}</span>,
    },
    {
      id: 'alerts',
      header: t('devices.fields.alertCount'),
      sortField: 'alert_count',
      align: 'end',
      cell: (row) =>
        row.state.alertCount > 0 ? (
          <span className="mp-badge mp-badge--alert">{format.number(row.state.alertCount)}</span>
        ) : (
          format.number(0)
        ),
    },
    {
      id: 'lastReadout',
      header: t('devices.fields.lastReadout'),
      sortField: 'last_readout',
      cell: (row) => <FormattedDate value={row.last_readout} withTime />,
    },
  ];

  const paging = gridPaging(search, setSearch);
  // on a first visit the device EUI, which few read in a list, makes room for the rest on a laptop screen
  const columnChoice = useHiddenColumns('devices', ['eui']);
  return (
    <DataGrid
      label={t('devices.gridLabel')}
      columns={columns}
      rows={page?.results ?? []}
      rowKey={(row) => row.uuid}
      loading={loading}
      ordering={search.ordering}
      onOrderingChange={paging.onOrderingChange}
      page={page && page.count > 0 ? paging.page(page.count) : undefined}
      columnChoice={columnChoice}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/index.ts';
import type { MeasuringPoint } from '../../core/contract/measuringPoints.ts';
import type { Page } from '../../core/contract/pagination.ts';
import { gridPaging, RowLink, useCan, useHiddenColumns } from '../common/index.ts';
import type { PointSearchControls } from './usePointSearch.ts';
import { moduleTypeLabel } from '../../core/labels/codeLabels.ts';

export interface MeasuringPointGridProps extends PointSearchControls {
  page: Page<MeasuringPoint> | undefined;
  loading: boolean;
  /** a point chosen in the grid (the map brings it into view) */
  onSelect: (id: number) => void;
}

/** The points of the current filters, 100 a page, sorted by the server; a name selects the point on the map. */
export function MeasuringPointGrid({ page, loading, search, setSearch, onSelect }: MeasuringPointGridProps) {
  const { t, i18n } = useTranslation();
  const canChange = useCan('change_measuringpoint');
  const volume = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });

  const columnChoice = useHiddenColumns('measuring-points');

  const columns: DataGridColumn<MeasuringPoint>[] = [
    {
      id: 'name',
      required: true,
      header: t('measuringPoints.fields.name'),
      sortField: 'name',
      cell: (row) => (
        <RowLink
          param="point"
          value={String(row.id)}
          current={search.point === String(row.id)}
          onOpen={() => onSelect(row.id)}
        >
          {row.name}
        </RowLink>
      ),
    },
    {
      id: 'mpid',
      header: t('measuringPoints.fields.mpid'),
      sortField: 'measuring_point_id',
      cell: (r) => r.measuring_point_id,
    },
    { id: 'company', header: t('measuringPoints.fields.company'), cell: (row) => row.company_name },
    {
      id: 'meter',
      header: t('measuringPoints.fields.meter'),
      sortField: 'meter_serial',
      cell: (r) => r.meter_serial ?? '—',
    },
    {
      id: 'module',
      header: t('measuringPoints.fields.module'),
      cell: (row) =>
        row.comd_serial ? `${row.comd_serial}${row.comd_type ? ` (${moduleTypeLabel(t, row.comd_type)})` : ''}` : '—',
    },
    {
      id: 'volume',
      header: t('measuringPoints.fields.volume'),
      align: 'end',
      cell: (row) =>
        row.state.volume === null ? '—' : t('map.volumeValue', { value: volume.format(row.state.volume) }),
    },
    { id: 'alerts', header: t('measuringPoints.fields.alertCount'), align: 'end', cell: (row) => row.state.alertCount },
  ];
  if (canChange)
    columns.push({
      id: 'edit',
      header: <span className="mp-visually-hidden">{t('measuringPoints.actions.edit')}</span>,
      cell: (row) => (
        <button
          type="button"
          className="mp-button mp-button--small"
          aria-label={t('measuringPoints.actions.editNamed', { name: row.name })}
          onClick={() => setSearch((current) => ({ ...current, point: String(row.id), edit: String(row.id) }))}
        >
          {t('measuringPoints.actions.edit')}
        </button>
      ),
    });

  const paging = gridPaging(search, setSearch);
  return (
    <DataGrid
      columnChoice={columnChoice}
      label={t('measuringPoints.gridLabel')}
      columns={columns}
      rows={page?.results ?? []}
      rowKey={(row) => row.id}
      loading={loading}
      ordering={search.ordering ?? 'name'}
      onOrderingChange={paging.onOrderingChange}
      page={page ? paging.page(page.count) : undefined}
    />
  );
}

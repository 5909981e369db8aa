import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '../../components/data-grid/index.ts';
import { ListGrid, ListScreen, useListParams } from '../../components/list-screen/index.ts';
import { Select } from '../../components/select/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import type { Tour } from '../../core/contract/tours.ts';
import { GRID_LIMIT, PERMISSIONS } from '../../core/domain/index.ts';
import { TOUR_STATES } from '../../core/domain/tourStates.ts';
import { tourQueries } from '../../queries/tourQueries.ts';
import { Can, useHiddenColumns, useLocale, usePortalServices } from '../common/index.ts';
import { TourRowActions } from './TourRowActions.tsx';
import { tourStateLabel } from '../../core/labels/codeLabels.ts';
import toursCss from './tours.css?inline';
import { FormattedDate } from '../../components/format/index.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';

/** /tours: the tours with state filter, discarded toggle, search, assigned tablet and each row's actions. */
export function ToursScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-tours', toursCss);
  const { http } = usePortalServices();
  const locale = useLocale();
  const [state, setState] = useState<string | null>(null);
  const [discarded, setDiscarded] = useState(false);
  const params = useListParams('-created_at', `${state}|${discarded}`);
  const { search, ordering, offset } = params;
  const page = useQuery({
    ...tourQueries.list(http, {
      limit: GRID_LIMIT,
      offset,
      ordering,
      ...(search && { search }),
      ...(state && { state }),
      ...(discarded && { is_discarded: 'true' }),
    }),
    placeholderData: (previous) => previous,
  });
  const date = dateFormats(locale);
  const columnChoice = useHiddenColumns('tours');
  const columns: DataGridColumn<Tour>[] = [
    {
      id: 'name',
      required: true,
      header: t('tours.fields.name'),
      sortField: 'name',
      cell: (tour) => (
        <Link to="/tours/$uuid/items" params={{ uuid: tour.uuid }}>
          {tour.name}
        </Link>
      ),
    },
    {
      id: 'state',
      header: t('tours.fields.state'),
      sortField: 'state',
      cell: (tour) => tourStateLabel(t, tour.state, tour.is_discarded),
    },
    { id: 'tablet', header: t('tours.fields.tablet'), cell: (tour) => tour.assigned_to?.name ?? '—' },
    {
      id: 'progress',
      header: t('tours.fields.progress'),
      align: 'end',
      cell: (tour) => `${tour.read_count} / ${tour.register_count}`,
    },
    {
      id: 'due',
      header: t('tours.fields.dueDate'),
      // a due date has no time: the short format without a tooltip
      cell: (tour) => date.short(tour.due_date),
    },
    {
      id: 'created',
      header: t('tours.fields.created'),
      sortField: 'created_at',
      cell: (tour) => <FormattedDate value={tour.created_at} />,
    },
    { id: 'actions', header: t('tours.fields.actions'), cell: (tour) => <TourRowActions tour={tour} /> },
  ];
  const states = TOUR_STATES.map((id) => ({ id, label: t(`tours.states.${id}`) }));
  return (
    <ListScreen
      title={t('titles.tours')}
      subtitle={page.data ? t('tours.count', { count: page.data.count }) : t('tours.subtitle')}
      className="mp-tours"
      listClassName="mp-tours__list"
      actions={
        <Can permission={PERMISSIONS.addTour}>
          <Link to="/tours/import" className="mp-button mp-button--primary">
            {t('tours.actions.import')}
          </Link>
        </Can>
      }
      search={{ label: t('tours.search'), value: params.searchText, onChange: params.setSearchText }}
      filters={
        <>
          <Select
            label={t('tours.fields.state')}
            options={states}
            value={state}
            onChange={(value) => setState(value === null ? null : String(value))}
            clearable
          />
          <label className="mp-tours__toggle">
            <input type="checkbox" checked={discarded} onChange={(event) => setDiscarded(event.target.checked)} />
            {t('tours.showDiscarded')}
          </label>
        </>
      }
      error={page.isError ? t('tours.loadFailed') : null}
    >
      <ListGrid
        columnChoice={columnChoice}
        label={t('tours.gridLabel')}
        columns={columns}
        list={page}
        params={params}
        rowKey={(tour) => tour.uuid}
      />
    </ListScreen>
  );
}

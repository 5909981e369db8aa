import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader, ListStatus } from '../../components/list-screen/index.ts';
import type { MapPoint } from '../../components/map/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { useCan, usePortalServices } from '../common/index.ts';
import { MeasuringPointDialog } from './MeasuringPointDialog.tsx';
import { MeasuringPointFilters } from './MeasuringPointFilters.tsx';
import { MeasuringPointGrid } from './MeasuringPointGrid.tsx';
import { pointListQuery, pointMapQuery } from './measuringPointQueries.ts';
import { hasFilters, toMapFilters } from './measuringPointSearch.ts';
import pointsCss from './measuringPoints.css?inline';
import { MeasuringPointsMap } from './MeasuringPointsMap.tsx';
import { usePointSearch } from './usePointSearch.ts';

const noPoints: readonly MapPoint[] = [];

/** /measuring-points: the grid and the map side by side over the same filters (in the URL), create and edit. */
export function MeasuringPointsScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-points', pointsCss);
  const { http } = usePortalServices();
  const canAdd = useCan('add_measuringpoint');
  const canChange = useCan('change_measuringpoint');
  const controls = usePointSearch();
  const { search, setSearch } = controls;
  const list = useQuery(pointListQuery(http, search));
  const mapFilters = useMemo(() => toMapFilters(search), [search]);
  const rows = useQuery(pointMapQuery(http, mapFilters));
  const points = rows.data?.mode === 'points' ? rows.data.points : noPoints;
  const clusters = rows.data?.mode === 'clusters' ? rows.data.clusters : undefined;
  // Only a point chosen in the grid (or linked) is brought into view; one clicked on the map already is.
  const [focusId, setFocusId] = useState(search.point);
  // with the server's clusters the map holds no points: the grid's row tells where the chosen one is
  const focusRow = list.data?.results.find((row) => String(row.id) === focusId);
  const focusAt = useMemo(() => (focusRow ? { lat: focusRow.lat, lng: focusRow.lng } : undefined), [focusRow]);
  const editing = search.edit === 'new' ? null : Number(search.edit);
  const closeForm = () => setSearch((current) => ({ ...current, edit: undefined }));

  return (
    <div className="mp-page mp-points">
      <ListHeader
        title={t('titles.measuringPoints')}
        subtitle={list.data ? t('measuringPoints.count', { count: list.data.count }) : t('measuringPoints.subtitle')}
        className="mp-points"
        actions={
          canAdd ? (
            <button
              type="button"
              className="mp-button mp-button--primary"
              onClick={() => setSearch((current) => ({ ...current, edit: 'new' }))}
            >
              {t('measuringPoints.actions.create')}
            </button>
          ) : null
        }
      />
      <MeasuringPointFilters {...controls} />
      <div className="mp-points__body">
        <div className="mp-points__list">
          <ListStatus
            error={list.isError ? t('measuringPoints.loadFailed') : null}
            noMatches={list.data?.count === 0 && hasFilters(search) ? t('measuringPoints.noMatches') : null}
          />
          <MeasuringPointGrid
            page={list.data}
            loading={list.isFetching}
            {...controls}
            onSelect={(id) => {
              setFocusId(String(id));
              setSearch((current) => ({ ...current, point: String(id) }), { replace: true });
            }}
          />
        </div>
        <MeasuringPointsMap
          points={points}
          clusters={clusters}
          selected={focusId}
          selectedAt={focusAt}
          height="min(70vh, 640px)"
          onSelect={(point) => setSearch((current) => ({ ...current, point: point.id }), { replace: true })}
        />
      </div>
      {search.edit !== undefined && (search.edit === 'new' ? canAdd : canChange && Number.isInteger(editing)) ? (
        <MeasuringPointDialog
          pointId={editing}
          points={points}
          onClose={closeForm}
          onSaved={(point) => {
            setFocusId(String(point.id));
            setSearch((current) => ({ ...current, edit: undefined, point: String(point.id) }));
          }}
        />
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../src/components/loading/index.ts';
import { useWidgetStyles } from '../src/components/root/index.ts';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import { tourQueries } from '../src/queries/tourQueries.ts';
import { ITEM_COLUMNS, pickColumns, TOUR_COLUMNS, type TableColumn } from './tourTableColumns.ts';
import tourTableCss from './tourTable.css?inline';
import { embedRefusalOf } from './embedRefusal.ts';
import { useSignedIn } from './useSignedIn.ts';
import { ElementMessage } from './ElementMessage.tsx';

export interface TourTableBodyProps {
  http: HttpClient;
  host: Element | null;
  tour?: string;
  state?: string;
  tablet?: string;
  columns?: string;
}

/** Sends a selection out of the shadow root, as partners' pages listen for it on the element. */
function emit(host: Element | null, type: 'tour-select' | 'item-select', detail: object) {
  host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

function Table<T>({
  label,
  rows,
  columns,
  rowKey,
  onSelect,
  empty,
}: {
  label: string;
  /** the text shown when there are no rows */
  empty: string;
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string;
  onSelect: (row: T) => void;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <ElementMessage>{empty}</ElementMessage>;
  return (
    <table aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col">
              {column.header(t)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            tabIndex={0}
            onClick={() => onSelect(row)}
            onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onSelect(row)}
          >
            {columns.map((column) => (
              <td key={column.id}>{column.cell(row, t, i18n.language)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Why a failed load shows no rows: an embed key's refusal, a tour the key does not cover, or a failure. */
function problemOf(error: unknown, embedded: boolean) {
  const refusal = embedRefusalOf(error);
  if (refusal) return `elementStates.${refusal}.tours` as const;
  if (embedded && (error as { status?: unknown } | null)?.status === 404)
    return 'elementStates.outOfScope.tours' as const;
  return 'tours.loadFailed' as const;
}

/** A tour list (filtered by state or tablet), or one tour's items when `tour` names it. */
export function TourTableBody({ http, host, tour, state, tablet, columns }: TourTableBodyProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-tour-table', tourTableCss);
  // without a key, token or session nothing is asked: the server's 401 would tell a visitor nothing
  const signedIn = useSignedIn(http);
  const list = useQuery({
    ...tourQueries.list(http, { limit: 100, ...(state && { state }), ...(tablet && { tablet }) }),
    enabled: signedIn && !tour,
  });
  const items = useQuery({
    ...tourQueries.items(http, tour ?? '', { limit: 100 }),
    enabled: signedIn && Boolean(tour),
  });
  const query = tour ? items : list;
  if (!signedIn) return <ElementMessage>{t('elementStates.signIn.tours')}</ElementMessage>;
  if (query.isPending) return <Skeleton variant="rect" height={160} />;
  if (query.isError) return <ElementMessage problem>{t(problemOf(query.error, http.embedded))}</ElementMessage>;
  if (tour)
    return (
      <Table
        label={t('tours.items.gridLabel')}
        empty={t('tours.empty')}
        rows={items.data?.results ?? []}
        columns={pickColumns(ITEM_COLUMNS, columns)}
        rowKey={(item) => String(item.item_number)}
        onSelect={(item) =>
          emit(host, 'item-select', { tour, item_number: item.item_number, meter_serial: item.meter_serial })
        }
      />
    );
  return (
    <Table
      label={t('tours.gridLabel')}
      empty={t('elementStates.nothing.tours')}
      rows={list.data?.results ?? []}
      columns={pickColumns(TOUR_COLUMNS, columns)}
      rowKey={(row) => row.uuid}
      onSelect={(row) => emit(host, 'tour-select', { uuid: row.uuid, name: row.name, state: row.state })}
    />
  );
}

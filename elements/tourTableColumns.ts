import type { TFunction } from 'i18next';
import type { Tour, TourItem } from '../src/core/contract/tours.ts';
import { dateFormats } from '../src/core/domain/dateFormats.ts';
import { tourStateLabel } from '../src/core/labels/codeLabels.ts';

export interface TableColumn<T> {
  id: string;
  header: (t: TFunction) => string;
  /** the cell's text in the element's language (`locale`, for dates) */
  cell: (row: T, t: TFunction, locale: string) => string;
}

export const TOUR_COLUMNS: readonly TableColumn<Tour>[] = [
  { id: 'name', header: (t) => t('tours.fields.name'), cell: (tour) => tour.name },
  { id: 'state', header: (t) => t('tours.fields.state'), cell: (tour, t) => tourStateLabel(t, tour.state) },
  { id: 'tablet', header: (t) => t('tours.fields.tablet'), cell: (tour) => tour.assigned_to?.name ?? '—' },
  {
    id: 'progress',
    header: (t) => t('tours.fields.progress'),
    cell: (tour) => `${tour.read_count} / ${tour.register_count}`,
  },
  {
    id: 'due',
    header: (t) => t('tours.fields.dueDate'),
    cell: (tour, _t, locale) => dateFormats(locale).short(tour.due_date),
  },
];

const reading = (item: TourItem) =>
  item.registers.map((r) => (r.read_value === null ? '—' : `${r.read_value} ${r.unit}`)).join(', ');

export const ITEM_COLUMNS: readonly TableColumn<TourItem>[] = [
  { id: 'item', header: (t) => t('tours.items.number'), cell: (item) => String(item.item_number) },
  { id: 'address', header: (t) => t('tours.items.address'), cell: (item) => item.address || '—' },
  { id: 'serial', header: (t) => t('tours.items.meterSerial'), cell: (item) => item.meter_serial },
  { id: 'point', header: (t) => t('tours.items.measuringPoint'), cell: (item) => item.measuring_point || '—' },
  { id: 'read', header: (t) => t('tours.tourFields.read_value'), cell: reading },
];

/** The `columns` attribute (ids separated by commas) picks and orders the columns; unknown ids are skipped. */
export function pickColumns<T>(all: readonly TableColumn<T>[], wanted: string | undefined): readonly TableColumn<T>[] {
  const ids = (wanted ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const picked = ids.flatMap((id) => all.filter((column) => column.id === id));
  return picked.length ? picked : all;
}

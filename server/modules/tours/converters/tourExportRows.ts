import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_FIELDS, type TourField } from '../../../../src/core/domain/tourFields.ts';
import type { RegisterRow } from '../tourRepository.ts';
import { columnIndex } from './mappedColumns.ts';
import { formatTourDate, formatTourNumber } from './parseTourValues.ts';

type Layout = Omit<Converter, 'builtin'>;

/** A register's fields as the converter writes them. */
export function fieldValues(r: RegisterRow, layout: Layout): Record<TourField, string> {
  return {
    item_number: String(r.itemNumber),
    address: r.address,
    meter_serial: r.meterSerial,
    measuring_point: r.measuringPoint,
    register_id: r.registerId,
    register_kind: r.kind,
    unit: r.unit,
    previous_value: formatTourNumber(r.previousValue, layout),
    min_value: formatTourNumber(r.minValue, layout),
    max_value: formatTourNumber(r.maxValue, layout),
    read_value: formatTourNumber(r.readValue, layout),
    read_at: formatTourDate(r.readAt, layout),
    note: r.note,
  };
}

const WRITTEN_BACK: readonly TourField[] = ['read_value', 'read_at', 'note'];

/** A table's header rows and the writer of each register's row: `tableRows` a slice of registers at a time. */
export interface TableShape {
  head: string[][];
  row: (r: RegisterRow) => string[];
}

/**
 * A table (csv, xlsx) as it came in, with the readings in their mapped columns; readings the layout has
 * no column for are added as columns at the end.
 */
export function tableShape(layout: Layout, header: string[][], registers: RegisterRow[]): TableShape {
  const columns = header.at(-1) ?? [];
  const names = columns.map((c) => c.trim().toLowerCase());
  // a loop, not Math.max(...): a spread of 200,000 arguments overflows the call stack
  const width = registers.reduce((widest, r) => Math.max(widest, r.source.length), columns.length);
  const at = new Map<TourField, number>();
  const added: TourField[] = [];
  for (const field of WRITTEN_BACK) {
    const wanted = Object.hasOwn(layout.mapping, field) ? layout.mapping[field] : undefined;
    const index = wanted ? columnIndex(wanted, names) : -1;
    if (index >= 0) at.set(field, index);
    else if (field !== 'note') {
      at.set(field, width + added.length);
      added.push(field);
    }
  }
  return {
    head: header.map((row, i) => (i === header.length - 1 ? [...row, ...added] : row)),
    row: (r) => {
      const cells = [...r.source];
      while (cells.length < width) cells.push('');
      const values = fieldValues(r, layout);
      for (const [field, index] of at) cells[index] = values[field];
      return cells;
    },
  };
}

/** The whole table of `tableShape`: header rows, then a row per register. */
export function tableRows(layout: Layout, header: string[][], registers: RegisterRow[]): string[][] {
  const { head, row } = tableShape(layout, header, registers);
  return [...head, ...registers.map(row)];
}

/** Every field in one flat table: the portal's own csv and xlsx export. */
export function portalRows(registers: RegisterRow[]): string[][] {
  const portal = { decimal_comma: false, date_format: 'iso' } as Layout;
  return [
    [...TOUR_FIELDS],
    ...registers.map((r) => {
      const values = fieldValues(r, portal);
      return TOUR_FIELDS.map((f) => values[f]);
    }),
  ];
}
